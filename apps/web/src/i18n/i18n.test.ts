import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { domainMessages } from '@vo/domain';
import { describe, expect, it } from 'vitest';
import enApp from './en.app.json';
import en from './en.json';
import esApp from './es.app.json';
import es from './es.json';
import ptApp from './pt.app.json';
import pt from './pt.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** `{placeholders}` and `<tags>` a translation must keep. */
function tokens(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}|<\/?(\w+)>/g)].map((m) => m[0]).sort();
}

/** A language's two parts (public, behind login) as one tree; no top-level key may be in both. */
const whole = (publicPart: object, appPart: object): Tree => ({ ...(publicPart as Tree), ...(appPart as Tree) });
const source = flatten(whole(es, esApp));
const targets = { en: flatten(whole(en, enApp)), pt: flatten(whole(pt, ptApp)) };
const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const KEY_PATTERN = /\bt\(\s*'([a-zA-Z0-9_.]+)'|i18nKey="([a-zA-Z0-9_.]+)"|handle\('([a-zA-Z0-9_.]+)'\)|label: '([a-z]+\.[a-zA-Z0-9_.]+)'|_KEY = '([a-z]+\.[a-zA-Z0-9_.]+)'/g;

/** Source files reached by static imports (relative or `@/`) from `entries` (relative to src): what a page loads with it. */
function staticClosure(entries: string[]): string[] {
  const seen = new Set<string>();
  const resolve = (from: string, spec: string) => {
    const base = spec.startsWith('@/') ? join(webRoot, spec.slice(2)) : join(dirname(from), spec);
    return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((path) => existsSync(path));
  };
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\b)[^;]*?from\s+'((?:\.|@\/)[^']+)'/gms)) {
      const target = resolve(file, spec!);
      if (target) visit(target);
    }
  };
  entries.forEach((entry) => visit(join(webRoot, entry)));
  return [...seen];
}

describe('web translations', () => {
  for (const [language, target] of Object.entries(targets)) {
    it(`${language} has every key of es`, () => {
      expect([...source.keys()].filter((k) => !target.has(k))).toEqual([]);
    });
    it(`${language} has no key that es lacks`, () => {
      expect([...target.keys()].filter((k) => !source.has(k))).toEqual([]);
    });
    it(`${language} keeps the placeholders of es`, () => {
      const different = [...source].filter(([k, v]) => target.has(k) && tokens(target.get(k) ?? '').join() !== tokens(v).join());
      expect(different.map(([k]) => k)).toEqual([]);
    });
    it(`${language} has no empty text`, () => {
      expect([...target].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
    });
  }

  it('splits each language the same way, with no namespace in both parts', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
    expect(Object.keys(pt).sort()).toEqual(Object.keys(es).sort());
    expect(Object.keys(es).filter((k) => k in esApp)).toEqual([]);
  });

  it('gives the public pages (login, registration, presentation, errors) every text they use without the part behind login', () => {
    const publicPages = ['main.tsx', 'app/layout/auth-layout.tsx', 'features/registration/pages/registration-page.tsx', 'features/registration/pages/registered-page.tsx',
      'features/presentation/pages/presentation-page.tsx',
      ...readdirSync(join(webRoot, 'features/auth/pages')).map((f) => `features/auth/pages/${f}`),
      ...readdirSync(join(webRoot, 'app/errors')).map((f) => `app/errors/${f}`)];
    const namespaces = /['"`]([a-zA-Z]+)\.[a-zA-Z0-9_${]/g;
    const behindLogin = staticClosure(publicPages).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(namespaces)].filter(([, ns]) => ns! in esApp).map(([, ns]) => `${ns} (${file.slice(webRoot.length + 1)})`));
    expect(behindLogin).toEqual([]);
  });

  it('leaves the validation and errors namespaces to @vo/domain', () => {
    expect(Object.keys(whole(es, esApp)).filter((k) => k in domainMessages.es)).toEqual([]);
  });

  it('knows every key the source code asks for by name', () => {
    const root = webRoot;
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !name.endsWith('.test.ts')) files.push(path);
      }
    };
    walk(root);
    const known = new Set([...source.keys(), ...flatten(domainMessages.es as unknown as Tree).keys()]);
    const missing: string[] = [];
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(KEY_PATTERN)) {
        const key = match.slice(1).find(Boolean) ?? '';
        if (!known.has(key)) missing.push(`${key} (${file.slice(root.length + 1)})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
