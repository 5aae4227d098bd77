import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// React Router publishes a production build but no export condition that selects it: point at it in builds.
const routerProduction = fileURLToPath(new URL('../node_modules/react-router/dist/production/', import.meta.url));
/** What every screen needs, as one chunk: one request and one gzip stream instead of four. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|history)[\\/]/;

export default defineConfig(({ command }) => ({
  plugins: [react()],
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
