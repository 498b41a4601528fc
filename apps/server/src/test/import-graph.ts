import fs from 'node:fs';
import path from 'node:path';

export interface ImportEdge {
  from: string;
  to: string;
}

/** Every .ts/.tsx file under `root`, node_modules and build output left out. */
export function listSourceFiles(root: string): string[] {
  return fs.readdirSync(root, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : listSourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`, type-only ones included:
// a type import ties two places together as much as a value import does.
const SPECIFIER = /(?:^|[\s;])(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The relative imports of a file, resolved to files. */
export function importsOf(file: string): ImportEdge[] {
  const text = fs.readFileSync(file, 'utf8');
  const edges: ImportEdge[] = [];
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (!specifier?.startsWith('.')) continue;
    edges.push({ from: file, to: path.resolve(path.dirname(file), specifier) });
  }
  return edges;
}

/** The cycles of a directed graph, each as its nodes in order (Tarjan's strongly connected components). */
export function findCycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indexes = new Map<string, number>();
  const lowlinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indexes.set(node, index);
    lowlinks.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexes.has(next)) {
        visit(next);
        lowlinks.set(node, Math.min(lowlinks.get(node)!, lowlinks.get(next)!));
      } else if (onStack.has(next)) lowlinks.set(node, Math.min(lowlinks.get(node)!, indexes.get(next)!));
    }
    if (lowlinks.get(node) === indexes.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component.toReversed());
    }
  };
  for (const node of graph.keys()) if (!indexes.has(node)) visit(node);
  return cycles;
}
