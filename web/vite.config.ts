import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webAppManifest } from './webAppManifest';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// React Router publishes a production build but no export condition that selects it: point at it in builds.
const routerProduction = fileURLToPath(new URL('../node_modules/react-router/dist/production/', import.meta.url));
/** What every screen needs, as one chunk: one request and one gzip stream instead of four. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|history)[\\/]/;

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // The service worker is ours (src/features/offline/service-worker/sw.ts); the plugin builds it into /sw.js
    // with the list of files to precache, and writes /manifest.webmanifest. The app registers the worker itself
    // after its first paint (registerServiceWorker.ts), and never in `vite dev`.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/features/offline/service-worker',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webAppManifest,
      // Everything the shell needs offline; not the source maps, nor Vite's own manifest.
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'] },
      devOptions: { enabled: false },
    }),
  ],
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: `${routerProduction}index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${routerProduction}dom-export.mjs` },
          ],
        }
      : {},
  build: {
    outDir: 'dist',
    // Maps stay in dist for the bundle budget (bench/src/bundle-budget.ts), but the code names none (no
    // sourceMappingURL), and the server does not serve them in production (server/src/plugins/static-web.ts).
    sourcemap: 'hidden',
    assetsDir: 'assets',
    // .vite/manifest.json: the bundle budget check (bench/src/bundle-budget.ts) reads what each page loads.
    manifest: true,
    rollupOptions: { output: { manualChunks: (id: string) => (FRAMEWORK.test(id) ? 'framework' : undefined) } },
  },
  server: { port: 5173, proxy: { '/api': apiTarget } },
}));
