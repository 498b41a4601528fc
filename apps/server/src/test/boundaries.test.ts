import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCycles, importsOf, listSourceFiles, type ImportEdge } from './import-graph.ts';

/**
 * The import rules of the house, checked on every file of the server and of the web app. Each rule
 * says what it protects; a failure names the file, the import and the rule.
 */
const repo = path.resolve(import.meta.dirname, '../../../..');
const server = path.join(repo, 'apps/server/src');
const web = path.join(repo, 'apps/web/src');

const relative = (file: string) => path.relative(repo, file);
const isTestFile = (file: string) => /\.test\.tsx?$|test-support\.tsx?$|\/test\//.test(file);

/** `modules/content/x.ts` → { area: 'modules', unit: 'content', rest: 'x.ts' }. */
function placeOf(file: string) {
  const parts = path.relative(server, file).split(path.sep);
  return { area: parts[0] ?? '', unit: parts.length > 2 ? (parts[1] ?? '') : '', rest: parts.slice(2).join('/') };
}

/** The context's floor: AppContext and the ports of its services, types that every layer may import. */
const isContextFloor = (file: string) => placeOf(file).area === 'core' && placeOf(file).unit === 'context';

/** `modules/content` or `core/auth` for a file of theirs; null elsewhere. */
function unitOf(file: string): string | null {
  const place = placeOf(file);
  return ['modules', 'core'].includes(place.area) && place.unit ? `${place.area}/${place.unit}` : null;
}

const serverEdges: ImportEdge[] = listSourceFiles(server).flatMap((file) => importsOf(file));
const webEdges: ImportEdge[] = listSourceFiles(web).flatMap((file) => importsOf(file));

/** `apps/web/src/features/history/x.tsx` → 'history'. */
const featureOf = (file: string) => path.relative(path.join(web, 'features'), file).split(path.sep)[0];

const broken = (edges: ImportEdge[], rule: (edge: ImportEdge) => boolean) => edges.filter(rule).map((edge) => `${relative(edge.from)} → ${relative(edge.to)}`);

describe('import boundaries', () => {
  it('a module or core concern reaches another only through its service.ts (its public face)', () => {
    const faces = new Set(['service.ts']);
    expect(
      broken(serverEdges, ({ from, to }) => {
        if (isTestFile(from)) return false;
        const a = placeOf(from);
        const b = placeOf(to);
        // app/ is the assembler: it alone takes routes, subscriptions and the services it builds.
        if (!['modules', 'core', 'http', 'jobs'].includes(a.area) || !['modules', 'core'].includes(b.area)) return false;
        if ((a.area === b.area && a.unit === b.unit) || isContextFloor(to)) return false;
        return !faces.has(b.rest);
      }),
    ).toEqual([]);
  });

  it('lib/ imports no module, core concern, app, network or sandbox (it is the bottom layer)', () => {
    expect(broken(serverEdges, ({ from, to }) => placeOf(from).area === 'lib' && ['modules', 'core', 'app', 'networks', 'sandbox'].includes(placeOf(to).area))).toEqual([]);
    expect(broken(webEdges, ({ from, to }) => from.startsWith(path.join(web, 'lib')) && to.startsWith(path.join(web, 'features')))).toEqual([]);
  });

  it('web: what several pages share about content lives in features/content; a page feature is no other feature’s library', () => {
    // Shared by design: content (items, lists, actions), auth (the session), networks' status, the app shell's use of them.
    const shared = new Set(['content', 'auth', 'networks', 'notifications']);
    expect(
      broken(webEdges, ({ from, to }) => {
        if (isTestFile(from) || !from.startsWith(path.join(web, 'features')) || !to.startsWith(path.join(web, 'features'))) return false;
        const [a, b] = [featureOf(from), featureOf(to)];
        return a !== b && !shared.has(b!);
      }),
    ).toEqual([]);
  });

  it('a network never imports another network (what they share sits beside them, or in meta/ for Facebook and Instagram)', () => {
    const shared = new Set(['', 'meta']);
    expect(
      broken(serverEdges, ({ from, to }) => {
        const a = placeOf(from);
        const b = placeOf(to);
        return a.area === 'networks' && b.area === 'networks' && a.unit !== b.unit && !shared.has(b.unit) && a.unit !== '';
      }),
    ).toEqual([]);
  });

  it('the real clients and the simulated world stay apart: networks/ knows no sandbox, sandbox/ knows no module', () => {
    // Tests of the real clients run them against the sandboxes: only the code itself is held apart.
    expect(
      broken(serverEdges, ({ from, to }) => !isTestFile(from) && placeOf(from).area === 'networks' && ['sandbox', 'modules', 'core', 'app'].includes(placeOf(to).area)),
    ).toEqual([]);
    expect(broken(serverEdges, ({ from, to }) => !isTestFile(from) && placeOf(from).area === 'sandbox' && ['modules', 'core', 'app'].includes(placeOf(to).area))).toEqual([]);
    expect(broken(serverEdges, ({ from, to }) => placeOf(to).area === 'sandbox' && !['sandbox', 'app'].includes(placeOf(from).area) && !isTestFile(from))).toEqual([]);
  });

  it('core concerns never depend on business modules', () => {
    expect(broken(serverEdges, ({ from, to }) => !isTestFile(from) && placeOf(from).area === 'core' && placeOf(to).area === 'modules')).toEqual([]);
  });

  it('modules and core never import the app, not even a type (the context and its ports live in core/context)', () => {
    expect(broken(serverEdges, ({ from, to }) => !isTestFile(from) && ['modules', 'core'].includes(placeOf(from).area) && placeOf(to).area === 'app')).toEqual([]);
  });

  it('no cycle between modules and core concerns', () => {
    const graph = new Map<string, Set<string>>();
    for (const { from, to } of serverEdges) {
      if (isTestFile(from)) continue;
      const a = unitOf(from);
      const b = unitOf(to);
      if (!a || !b || a === b) continue;
      graph.set(a, (graph.get(a) ?? new Set()).add(b));
    }
    expect(findCycles(graph)).toEqual([]);
  });

  it('no import circle of files spans more than one folder', () => {
    // A circle inside one folder is one piece of code cut into files; one across folders ties them
    // together, so that importing any of its files (a type, even) pulls in all the others.
    const graph = new Map<string, Set<string>>();
    for (const { from, to } of serverEdges) {
      if (isTestFile(from) || isTestFile(to)) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
    const wide = findCycles(graph).filter((files) => new Set(files.map((file) => path.dirname(file))).size > 1);
    expect(wide.map((files) => files.map(relative).toSorted())).toEqual([]);
  });

  it('a service.ts re-exports none of its own repository files: the face offers commands and queries, never the SQL', () => {
    const reExports = listSourceFiles(server)
      .filter((file) => unitOf(file) && placeOf(file).rest === 'service.ts')
      .flatMap((file) =>
        // A row's type may go out (`export type { … }`): a type runs no SQL.
        [...fs.readFileSync(file, 'utf8').matchAll(/export\s+(?!type\s)[^;]*?from\s+'\.\/((?:[\w-]+-)?repository)\.ts'/g)].map((match) => `${relative(file)} → ${match[1]}.ts`),
      );
    expect(reExports).toEqual([]);
  });

  it('reads every file it checks (the rules above are not vacuous)', () => {
    expect(serverEdges.length).toBeGreaterThan(500);
    // Type-only imports and re-exports tie files as much as value imports do: both are read.
    const edgesOf = (file: string) => importsOf(path.join(server, file)).map(({ to }) => path.relative(server, to));
    expect(edgesOf('core/auth/session-cache.ts')).toContain('core/context/session-cache.ts');
    expect(edgesOf('core/events/service.ts')).toContain('core/events/bus.ts');
    expect(webEdges.length).toBeGreaterThan(100);
    expect(fs.existsSync(path.join(server, 'modules/content/service.ts'))).toBe(true);
  });
});

describe('time', () => {
  it('modules and core read "now" from the context’s clock, never from the machine', () => {
    // A test moves `ctx.clock` forward instead of waiting; a raw `Date.now()` or `new Date()` would
    // not move with it. A stopwatch (a child process's timeout, a log of seconds spent) is
    // `performance.now()`: elapsed time, not the time of day.
    const rawNow = /\bDate\.now\(\)|\bnew Date\(\s*\)/;
    const allowed = new Set([
      // A session lives as long as its cookie, whose expiry the browser counts on the real clock:
      // its row is dated and checked on the same clock (a test moving `ctx.clock` forward by days
      // keeps its visitor signed in).
      'apps/server/src/core/auth/sessions.ts',
    ]);
    const offenders = listSourceFiles(server)
      .filter((file) => ['modules', 'core'].includes(placeOf(file).area) && !isTestFile(file) && !allowed.has(relative(file)))
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line: line.replace(/\/\/.*$|\/\*.*?\*\//g, ''), at: `${relative(file)}:${index + 1}` }))
          .filter(({ line }) => rawNow.test(line))
          .map(({ at }) => at),
      );
    expect(offenders).toEqual([]);
  });
});
