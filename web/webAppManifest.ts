import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (/manifest.webmanifest): what makes Baseline installable. The colours are the light
 * theme's (src/styles/theme.css): the header's surface for the title bar, the page's background for the splash;
 * index.html's theme-color metas give the dark theme's too.
 */
export const webAppManifest: Partial<ManifestOptions> = {
  name: 'Baseline',
  short_name: 'Baseline',
  description: 'A match diary and tournament draws with private notes, for people who follow professional tennis.',
  id: '/main',
  start_url: '/main',
  scope: '/',
  display: 'standalone',
  theme_color: '#ffffff',
  background_color: '#f4f6f3',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
