import { expect, type Page } from '@playwright/test';

/** A record of the outbox database's `unsaved` store (web/src/features/offline/outbox/unsavedEdits.ts). */
export interface UnsavedRecord {
  key: string;
  savedAt: number;
  edits: unknown;
}

/**
 * Stores unsaved edits as the app would have, in the member's outbox database. The app creates that database
 * once the member is signed in; this waits for it, so the records land in the app's own schema.
 */
export async function keepUnsavedEdits(page: Page, userId: string, records: UnsavedRecord[]): Promise<void> {
  const name = `baseline-outbox:${userId}`;
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name)))
    .toContain(name);
  await page.evaluate(
    ({ name, records }) =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onerror = () => {
          reject(opening.error ?? new Error(`cannot open ${name}`));
        };
        opening.onsuccess = () => {
          const database = opening.result;
          const tx = database.transaction('unsaved', 'readwrite');
          for (const record of records) tx.objectStore('unsaved').put(record);
          tx.oncomplete = () => {
            database.close();
            resolve();
          };
          tx.onerror = () => {
            reject(tx.error ?? new Error('cannot store'));
          };
        };
      }),
    { name, records },
  );
}

/** Every record of one store in the browser's outbox databases. */
function recordsOf(page: Page, store: 'unsaved' | 'changes'): Promise<unknown[]> {
  return page.evaluate(async (store) => {
    const names = (await indexedDB.databases())
      .map((database) => database.name ?? '')
      .filter((name) => name.startsWith('baseline-outbox'));
    const records = await Promise.all(
      names.map(
        (name) =>
          new Promise<unknown[]>((resolve, reject) => {
            const opening = indexedDB.open(name);
            opening.onerror = () => {
              reject(opening.error ?? new Error(`cannot open ${name}`));
            };
            opening.onsuccess = () => {
              const database = opening.result;
              const reading = database.transaction(store).objectStore(store).getAll();
              reading.onsuccess = () => {
                database.close();
                resolve(reading.result);
              };
              reading.onerror = () => {
                reject(reading.error ?? new Error('cannot read'));
              };
            };
          }),
      ),
    );
    return records.flat();
  }, store);
}

/** The keys of every unsaved record in the browser's outbox databases. */
export async function unsavedKeys(page: Page): Promise<string[]> {
  return (await recordsOf(page, 'unsaved')).map((record) => (record as UnsavedRecord).key);
}

/** The bodies of every change queued in the browser's outbox databases, as the app stored them. */
export async function queuedBodies(page: Page): Promise<unknown[]> {
  return (await recordsOf(page, 'changes')).map((entry) => (entry as { change: { body: unknown } }).change.body);
}
