import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The component tests import each icon from its own file of lucide-react instead of the package's
 * index. The index re-exports its thousands of icons, and the tests load lucide-react through Vite
 * (to run it on Preact, preact-runtime.ts), which has no tree-shaking: a file that imported one icon
 * loaded and transformed them all, about a minute per test run on a 2-core machine. The build keeps
 * the index, whose unused icons it drops.
 *
 * `index` is lucide-react's ES index (dist/esm/lucide-react.mjs): each of its lines
 * `export { default as X, default as XIcon, … } from './icons/x.mjs'` names an icon's file.
 */
export function lucideIconFiles(index: string): Plugin {
  const fileOf = new Map<string, string>();
  for (const [, names = '', file = ''] of readFileSync(index, 'utf8').matchAll(/^export \{ ([^}]+) \} from '(\.\/icons\/[^']+)';$/gm)) {
    for (const name of names.split(',')) {
      const alias = /^\s*default as (\w+)\s*$/.exec(name)?.[1];
      if (alias) fileOf.set(alias, path.join(path.dirname(index), file));
    }
  }
  if (fileOf.size === 0) throw new Error(`no icon found in ${index}: has lucide-react's index changed its form?`);

  return {
    name: 'lucide-icon-files',
    // After the TypeScript transform: the type-only names (LucideIcon…) are gone.
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('lucide-react')) return null;
      const rewritten = code.replace(/import\s*\{([^}]*)\}\s*from\s*(['"])lucide-react\2;?/g, (statement, list: string) => {
        const rest: string[] = [];
        const perIcon: string[] = [];
        for (const specifier of list
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
          const file = fileOf.get(imported);
          if (file) perIcon.push(`import ${local} from ${JSON.stringify(file)};`);
          else rest.push(specifier);
        }
        if (perIcon.length === 0) return statement;
        if (rest.length) perIcon.push(`import { ${rest.join(', ')} } from 'lucide-react';`);
        // On as many lines as the statement replaced, for the source map to stay right.
        return perIcon.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
