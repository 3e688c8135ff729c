import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

// Vite names every file under assets/ by its content, so a new build never reuses a name: cache it for good.
// Everything else keeps its name across deploys (the shell, files of public/): the browser revalidates it
// (ETag, Last-Modified) on every use, or it would keep running an old build.
const HASHED = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built SPA's files; the not-found handler (lib/error-handler.ts) answers index.html for app pages.
 * The build writes a .br and a .gz beside every text file (apps/web/vite.config.ts): a browser that accepts one gets
 * it as it is, with `vary: accept-encoding`, and the others the file itself. The siblings get no route of their own.
 */
export const webAppPlugin = fp<{ root: string }>(async (app, { root }) => {
  const hashedFolder = join(root, 'assets') + sep;
  await app.register(fastifyStatic, {
    root, wildcard: false, index: false, cacheControl: false, preCompressed: true, globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply, path) => reply.header('cache-control', path.startsWith(hashedFolder) ? HASHED : REVALIDATE),
  });
}) as FastifyPluginAsync<{ root: string }>;

/**
 * Whether an unknown path is a page of the app (the shell answers, its router decides) rather than a file the
 * build does not have: anything under a folder of the build (assets/, images/) or a file name at the top
 * (/favicon.ico). Deeper dotted paths stay pages: a username may hold a dot (/p/ana.lopez).
 */
export function appPageMatcher(root: string): (url: string) => boolean {
  const folders = new Set(readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name));
  return (url) => {
    const segments = url.split('?', 1)[0]!.split('/').filter(Boolean);
    if (segments.length === 0) return true;
    if (folders.has(segments[0]!)) return false;
    return !(segments.length === 1 && segments[0]!.includes('.'));
  };
}
