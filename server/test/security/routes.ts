import type { FastifyInstance } from 'fastify';

/**
 * Every route the app registers, as "METHOD /path", read from Fastify's own route tree so that a route
 * added later shows up here without anyone listing it. HEAD routes are Fastify's automatic twins of GET.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    // "│   ├── /list (GET, HEAD)": four characters of tree per level, then the path and its methods.
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    parents.length = depth;
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = path;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes.sort();
}
