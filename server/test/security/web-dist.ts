import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A built web app in miniature (index.html, a hashed asset and its source map, a favicon, the service worker
 * and the web app manifest unless `installable` is false), for the static-file answers.
 */
export function createWebDist({ installable = true }: { installable?: boolean } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'baseline-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'document.title = "Baseline";');
  writeFileSync(
    path.join(dir, 'assets', 'index-abc123.js.map'),
    JSON.stringify({ version: 3, sources: ['../src/main.tsx'], sourcesContent: ['// the app, comments and all'] }),
  );
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  if (installable) {
    writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
    writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Baseline', start_url: '/main' }));
  }
  return dir;
}
