import { registerSW } from 'virtual:pwa-register';
import { showUpdatePrompt } from './showUpdatePrompt';

/** A tab left open for days still learns of a new version: the browser checks on navigations only. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js. When a new version has installed and waits, the update prompt offers to reload: its
 * button has the waiting worker take over (SKIP_WAITING), and the page reloads once it controls the page.
 */
export function registerServiceWorker(): void {
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      showUpdatePrompt(() => {
        // workbox-window reloads (onNeedReload) only a page its worker already controlled when it registered;
        // a page that installed its first worker during this visit must watch the takeover itself.
        navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true });
        void updateServiceWorker();
      });
    },
    onNeedReload: reloadOnce,
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      window.setInterval(() => {
        void registration.update();
      }, UPDATE_CHECK_MS);
    },
  });
}
