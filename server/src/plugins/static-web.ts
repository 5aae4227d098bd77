import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const HASHED_ASSET = /\/assets\//;
const SOURCE_MAP = /\.map$/i;
/**
 * Files of the installable app that are never a page: without them in the build they are missing (404), not
 * index.html, which a browser would take for a broken worker or manifest.
 */
const APP_FILES = new Set(['/sw.js', '/manifest.webmanifest']);

export interface StaticWebOptions {
  /**
   * Whether the web build's source maps are served. They hold the app's whole source with its comments,
   * so production keeps them in the build (the bundle budget reads them) but answers 404; a build run
   * locally serves them for debugging.
   */
  serveSourceMaps: boolean;
}

/**
 * Serves the built web app on the same origin as the API: hashed assets cached for a year, index.html, the
 * service worker and the manifest never cached without asking, and index.html for every client route so deep
 * links work.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  webDistDir: string | undefined,
  { serveSourceMaps }: StaticWebOptions,
): Promise<void> {
  const hasWeb = webDistDir !== undefined && existsSync(path.join(webDistDir, 'index.html'));
  const isHidden = (url: string) => !serveSourceMaps && SOURCE_MAP.test(url.split('?')[0] ?? '');
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      allowedPath: (pathName) => !isHidden(pathName),
      setHeaders(res, filePath) {
        // Not under /assets/, so never cached without asking: a new /sw.js is how a new version is noticed.
        res.header(
          'Cache-Control',
          HASHED_ASSET.test(filePath.replaceAll(path.sep, '/')) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const pathName = request.url.split('?')[0] ?? '';
    const isPage = !pathName.startsWith('/api/') && !APP_FILES.has(pathName) && !isHidden(request.url);
    if (hasWeb && wantsPage && isPage) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ error: `Not found: ${request.method} ${pathName}` });
  });
}
