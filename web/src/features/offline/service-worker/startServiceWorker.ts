import { AFTER_MAIN_PAINT, whenSettled } from '../../../lib/whenSettled';

/**
 * Registers the service worker once the first screen is on screen and the page has loaded: its install
 * downloads every file of the app, which must not compete with what that screen needs. The registration code
 * (and workbox-window) is a lazy chunk, so the first bundle carries only this. Production builds only: `vite
 * dev` serves no worker, and unit tests never call this.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  whenSettled(() => {
    const register = () => {
      void import('./registerServiceWorker').then(({ registerServiceWorker }) => {
        registerServiceWorker();
      });
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }, AFTER_MAIN_PAINT);
}
