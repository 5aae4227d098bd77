import type { Page } from '@playwright/test';

/** Waits until the app's service worker controls the page (it registers itself after the first paint). */
export async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
    });
  });
}

/** The keys of the service worker's API cache (Cache Storage), as full URLs. */
export async function cachedApiKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = await caches.keys();
    const keys: string[] = [];
    for (const name of names.filter((each) => each.startsWith('baseline-api'))) {
      const cache = await caches.open(name);
      keys.push(...(await cache.keys()).map((request) => request.url));
    }
    return keys;
  });
}

/** Every URL kept in any cache of the origin (the precache included). */
export async function everyCachedUrl(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      urls.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
    }
    return urls;
  });
}
