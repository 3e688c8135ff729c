import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test/build-app';

// A built web app in miniature: Vite's shell, one content-hashed asset and files of its public/ folder, each text
// file with the .br and .gz the build writes beside it (apps/web/vite.config.ts).
const webRoot = mkdtempSync(join(tmpdir(), 'vo-web-'));
mkdirSync(join(webRoot, 'assets'));
mkdirSync(join(webRoot, 'images'));
const SHELL = '<!doctype html><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script>';
const SCRIPT = 'console.log("app")';
const writeCompressed = (path: string, text: string) => {
  writeFileSync(join(webRoot, path), text);
  writeFileSync(join(webRoot, `${path}.br`), brotliCompressSync(text));
  writeFileSync(join(webRoot, `${path}.gz`), gzipSync(text));
};
writeCompressed('index.html', SHELL);
writeCompressed(join('assets', 'app-abc123.js'), SCRIPT);
writeFileSync(join(webRoot, 'images', 'avatar-placeholder.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// The real robots.txt of the web app's public/ folder.
copyFileSync(new URL('../../web/public/robots.txt', import.meta.url), join(webRoot, 'robots.txt'));
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const ctx = useTestApp({}, { webRoot });
const get = (url: string, method: 'GET' | 'HEAD' = 'GET', headers: Record<string, string> = {}) => ctx.app.server.inject({ method, url, headers });
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('serving the web app', () => {
  it('sends the shell for every app path with no-cache, so a deploy reaches returning browsers', async () => {
    // A username may hold a dot: /p/ana.lopez is a page of the app, not a file.
    for (const url of ['/', '/index.html', '/membership', '/network/binary?x=1', '/p/ana.lopez', '/auth/registration/ana.lopez']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const head = await get('/membership', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
  });

  it('keeps content-hashed assets for a year and revalidates the unhashed public files', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = await get('/images/avatar-placeholder.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404, never with the shell', async () => {
    for (const url of ['/assets/nope.js', '/assets/app-abc123.css', '/favicon.ico', '/sitemap.xml', '/images/nope.png', '/api/nope']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toMatch(/html/);
    }
  });
});

describe('the web app on the wire (issue 20)', () => {
  it('sends the brotli file the build made to a browser that accepts it, gzip to one that accepts only gzip, and the file itself to the rest', async () => {
    for (const [url, body, cacheControl] of [['/assets/app-abc123.js', SCRIPT, 'public, max-age=31536000, immutable'], ['/membership', SHELL, 'no-cache']] as const) {
      const br = await get(url, 'GET', BROWSER);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(body);
      const gzip = await get(url, 'GET', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString(), url).toBe(body);
      const identity = await get(url);
      expect(identity.headers['content-encoding'], url).toBeUndefined();
      expect(identity.body, url).toBe(body);
      for (const response of [br, gzip, identity]) {
        // Shared caches must keep one copy per encoding; the type and the caching rule are the file's own.
        expect(response.headers.vary, url).toMatch(/accept-encoding/);
        expect(response.headers['content-type'], url).toMatch(url.endsWith('.js') ? /^(application|text)\/javascript/ : /^text\/html/);
        expect(response.headers['cache-control'], url).toBe(cacheControl);
      }
    }
  });

  it('revalidates a compressed file with its own ETag and answers HEAD with the headers of GET', async () => {
    const first = await get('/assets/app-abc123.js', 'GET', BROWSER);
    const again = await get('/assets/app-abc123.js', 'GET', { ...BROWSER, 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await get('/assets/app-abc123.js', 'HEAD', BROWSER);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
  });

  it('gives the compressed siblings no address of their own', async () => {
    for (const url of ['/assets/app-abc123.js.br', '/index.html.gz']) expect((await get(url)).statusCode, url).toBe(404);
  });

  it('serves robots.txt as plain text: the sign-in and presentation pages open to crawlers, the rest closed', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    const rules = robots.body.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(rules[0]).toBe('User-agent: *');
    expect(rules).toEqual(expect.arrayContaining(['Allow: /auth/login', 'Allow: /p/', 'Disallow: /']));
  });
});
