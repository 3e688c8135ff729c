import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUNDLE_GOAL_BYTES = 170_000; // 170 kB gzip (1 kB = 1000 bytes, as Vite reports sizes)

export interface BundleFile {
  /** Path inside apps/web/dist. */
  file: string;
  /** Why the login page loads it. */
  loadedAs: string;
  raw: number;
  gzip: number;
}

export type BundleOutcome =
  | { status: 'measured'; files: BundleFile[]; method: string; notes: string[] }
  | { status: 'missing'; reason: string };

/**
 * Lazy chunks that `/auth/login` pulls in: modules of the auth area (its layout, routes and the
 * login page), but not the other auth pages, which load only when visited.
 */
const LOGIN_ROUTE = /(^|[/_.-])(auth|login|sign-?in)([/_.-]|$)/i;
const OTHER_AUTH_PAGES = /(forgot|reset|regist|sign-?up|force|change-password|password-change|two-factor|2fa|totp|checkout)/i;
const onLoginRoute = (name: string) => LOGIN_ROUTE.test(name) && !OTHER_AUTH_PAGES.test(name);

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** A module graph keyed by output file (path inside dist). */
interface Graph {
  /** Human name used to decide whether a lazy chunk belongs to the login route. */
  nameOf(file: string): string;
  staticImports(file: string): string[];
  dynamicImports(file: string): string[];
}

function tagAttributes(html: string, tag: 'script' | 'link'): Record<string, string>[] {
  const tags = html.match(new RegExp(`<${tag}\\b[^>]*>`, 'gi')) ?? [];
  return tags.map((t) => {
    const attributes: Record<string, string> = {};
    for (const m of t.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attributes[m[1]!.toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
    }
    return attributes;
  });
}

/** `/assets/x.js` (as written in index.html with base `/`) to `assets/x.js`. */
const distPath = (href: string) => href.replace(/^\.?\//, '').split(/[?#]/)[0]!;

function manifestGraph(manifest: Record<string, ManifestChunk>): Graph {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const files = (keys: string[] | undefined) => (keys ?? []).map((k) => manifest[k]?.file).filter((f): f is string => !!f);
  return {
    nameOf: (file) => byFile.get(file)?.src ?? byFile.get(file)?.name ?? file,
    staticImports: (file) => files(byFile.get(file)?.imports),
    dynamicImports: (file) => files(byFile.get(file)?.dynamicImports),
  };
}

/** Without a manifest: read the import statements of the built chunks themselves. */
function sourceGraph(dist: string): Graph {
  const cache = new Map<string, { statics: string[]; dynamics: string[] }>();
  const parse = (file: string) => {
    let parsed = cache.get(file);
    if (parsed) return parsed;
    const code = existsSync(join(dist, file)) ? readFileSync(join(dist, file), 'utf8') : '';
    const resolve = (spec: string) => posix.normalize(posix.join(posix.dirname(file), spec));
    const local = (specs: string[]) =>
      [...new Set(specs.filter((s) => s.startsWith('.') || s.startsWith('/')).map((s) => (s.startsWith('/') ? distPath(s) : resolve(s))))]
        .filter((f) => existsSync(join(dist, f)));
    const statics = [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)].map((m) => m[1]!);
    const dynamics = [...code.matchAll(/\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)].map((m) => m[1]!);
    parsed = { statics: local(statics), dynamics: local(dynamics) };
    cache.set(file, parsed);
    return parsed;
  };
  return {
    // Vite names chunks `<module name>-<8 character hash>.js`.
    nameOf: (file) => basename(file).replace(/-[\w-]{8}\.js$/, '').replace(/\.js$/, ''),
    staticImports: (file) => parse(file).statics,
    dynamicImports: (file) => parse(file).dynamics,
  };
}

/** Builds apps/web when its dist is missing; returns why it could not, or null. */
function ensureWebBuild(root: string, log: (line: string) => void): string | null {
  const index = join(root, 'apps/web/dist/index.html');
  if (existsSync(index)) return null;
  log('apps/web/dist is missing: running `npm run build -w @vo/web`');
  const build = spawnSync('npm', ['run', 'build', '-w', '@vo/web'], { cwd: root, encoding: 'utf8', timeout: 300_000 });
  if (existsSync(index) && build.status === 0) return null;
  const output = `${build.stdout ?? ''}\n${build.stderr ?? ''}`.trim().split('\n').filter(Boolean);
  const why = build.error ? build.error.message : output.slice(-8).join('\n');
  return `\`npm run build -w @vo/web\` failed (exit ${build.status ?? 'none'}):\n${why}`;
}

/** The JavaScript a first visit to /auth/login downloads, with raw and gzip sizes. */
export function measureLoginBundle(root: string, log: (line: string) => void): BundleOutcome {
  const failure = ensureWebBuild(root, log);
  if (failure) return { status: 'missing', reason: failure };
  try {
    return measureDist(join(root, 'apps/web/dist'));
  } catch (error) {
    // E.g. a build rewriting dist while it is read: report it, the API figures still count.
    return { status: 'missing', reason: `apps/web/dist could not be read: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Measures one Vite output folder (apps/web/dist, or any build of it). */
export function measureDist(dist: string): BundleOutcome {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const notes: string[] = [];

  const entries = tagAttributes(html, 'script')
    .filter((a) => a.type === 'module' && a.src && !/^(https?:)?\/\//.test(a.src))
    .map((a) => distPath(a.src!));
  const preloads = tagAttributes(html, 'link')
    .filter((a) => (a.rel ?? '').split(/\s+/).includes('modulepreload') && a.href && !/^(https?:)?\/\//.test(a.href))
    .map((a) => distPath(a.href!));
  if (entries.length === 0) return { status: 'missing', reason: 'apps/web/dist/index.html has no module entry script' };

  const manifestPath = join(dist, '.vite/manifest.json');
  let graph: Graph;
  let method: string;
  if (existsSync(manifestPath)) {
    graph = manifestGraph(JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>);
    method = 'Vite manifest (apps/web/dist/.vite/manifest.json)';
  } else {
    graph = sourceGraph(dist);
    method = 'import statements of the built chunks (no Vite manifest)';
    notes.push(
      'apps/web/dist/.vite/manifest.json is missing: set `build.manifest: true` in apps/web/vite.config.ts so the lazy chunks ' +
        'of /auth/login are found from the manifest instead of from chunk file names.',
    );
  }

  const loadedAs = new Map<string, string>();
  const add = (file: string, why: string) => {
    if (!loadedAs.has(file)) loadedAs.set(file, why);
  };
  const expanded = new Set<string>();
  /** Adds a file and everything it imports statically (the browser fetches those before running it). */
  const withStaticImports = (file: string, why: string, importedWhy: string) => {
    add(file, why);
    const queue = [file];
    while (queue.length > 0) {
      const next = queue.shift()!;
      if (expanded.has(next)) continue;
      expanded.add(next);
      for (const imported of graph.staticImports(next)) {
        add(imported, importedWhy);
        queue.push(imported);
      }
    }
  };

  for (const file of entries) add(file, 'entry script');
  for (const file of preloads) add(file, 'modulepreload');
  // Static imports that index.html does not preload still load before the app starts.
  for (const file of [...entries, ...preloads]) withStaticImports(file, 'entry script', 'static import of entry');
  // Lazy chunks of the login route, found from every chunk already loaded, until nothing new appears.
  for (let grew = true; grew; ) {
    grew = false;
    for (const file of [...loadedAs.keys()]) {
      for (const lazy of graph.dynamicImports(file)) {
        if (loadedAs.has(lazy) || !onLoginRoute(graph.nameOf(lazy))) continue;
        withStaticImports(lazy, `lazy: ${graph.nameOf(lazy)}`, `static import of ${basename(graph.nameOf(lazy))}`);
        grew = true;
      }
    }
  }
  if (![...loadedAs.values()].some((why) => why.startsWith('lazy:'))) {
    notes.push('No lazy chunk of the auth/login route was found: either the route is not code-split or its chunk names do not mention auth/login.');
  }

  const files = [...loadedAs]
    .filter(([file]) => file.endsWith('.js') || file.endsWith('.mjs'))
    .map(([file, why]) => {
      const path = join(dist, file);
      if (!existsSync(path)) throw new Error(`index.html or the manifest names ${file}, which is not in apps/web/dist`);
      const content = readFileSync(path);
      return { file, loadedAs: why, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
    });
  return { status: 'measured', files, method, notes };
}
