import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test/build-app';

// A built web app in miniature: Vite's shell, one content-hashed asset and one file of its public/ folder.
const webRoot = mkdtempSync(join(tmpdir(), 'vo-web-'));
mkdirSync(join(webRoot, 'assets'));
mkdirSync(join(webRoot, 'images'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script>');
writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), 'console.log("app")');
writeFileSync(join(webRoot, 'images', 'avatar-placeholder.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const ctx = useTestApp({}, { webRoot });
const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => ctx.app.server.inject({ method, url });

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
    for (const url of ['/assets/nope.js', '/assets/app-abc123.css', '/favicon.ico', '/robots.txt', '/images/nope.png', '/api/nope']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).not.toMatch(/html/);
    }
  });
});
