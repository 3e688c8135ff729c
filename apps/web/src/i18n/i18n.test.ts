import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { domainMessages } from '@vo/domain';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
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

const source = flatten(es as Tree);
const targets = { en: flatten(en as Tree), pt: flatten(pt as Tree) };

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

  it('leaves the validation and errors namespaces to @vo/domain', () => {
    expect(Object.keys(es).filter((k) => k in domainMessages.es)).toEqual([]);
  });

  it('knows every key the source code asks for by name', () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), '..');
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
    const pattern = /\bt\(\s*'([a-zA-Z0-9_.]+)'|i18nKey="([a-zA-Z0-9_.]+)"|handle\('([a-zA-Z0-9_.]+)'\)|label: '([a-z]+\.[a-zA-Z0-9_.]+)'|_KEY = '([a-z]+\.[a-zA-Z0-9_.]+)'/g;
    const missing: string[] = [];
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
        const key = match.slice(1).find(Boolean) ?? '';
        if (!known.has(key)) missing.push(`${key} (${file.slice(root.length + 1)})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
