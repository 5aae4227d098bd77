import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database.js';
import { attachImage, deleteDetachedImages, insertImage } from './diary-images.repo.js';
import type { ImagePlan } from './image-plan.js';

/** A tab just written: where its image goes. */
interface TabOwner {
  userId: string;
  entryId: string;
  noteId: string;
}

/**
 * Gives each written tab its planned image: one the day held is handed to the tab, a new one is stored. The
 * day's images no tab took back are deleted (`hadImages`: only a day that held some can have any). False when
 * a kept image is gone, which only an overwriting save meanwhile can do: the client must look again.
 */
export async function storeImages(
  trx: Database,
  tabs: readonly TabOwner[],
  plans: readonly (ImagePlan | null)[],
  { hadImages, now }: { hadImages: boolean; now: number },
): Promise<boolean> {
  for (const [index, plan] of plans.entries()) {
    const tab = tabs[index];
    if (!plan || !tab) continue;
    if (plan.kind === 'keep') {
      if (!(await attachImage(trx, plan.imageId, tab.entryId, tab.noteId))) return false;
      continue;
    }
    const { image } = plan;
    await insertImage(trx, {
      id: randomUUID(),
      userId: tab.userId,
      entryId: tab.entryId,
      noteId: tab.noteId,
      mime: image.mime,
      bytes: image.bytes,
      width: image.width,
      height: image.height,
      sha256: image.sha256,
      sourceSha256: image.sourceSha256,
      termsAcceptedAt: plan.termsAcceptedAt,
      createdAt: now,
    });
  }
  const first = tabs[0];
  if (hadImages && first) await deleteDetachedImages(trx, first.entryId);
  return true;
}
