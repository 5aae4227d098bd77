import pLimit from 'p-limit';
import { createMemberGate } from '../../lib/gates.js';
import { HttpError } from '../../lib/http-error.js';
import { processImage } from './diary-image.js';

export const SAVE_BUSY = 'Please wait for your other save to finish, then try again.';

/**
 * Decoding an image at the pixel limit holds every one of its pixels in memory, so a process works on this
 * many at once and queues the rest, however many saves come at once (their bodies are bounded by large-save-gate.ts).
 */
export const MAX_CONCURRENT_IMAGES = 2;

/**
 * Bounds image work per member and per process. A member has one save's images in the works at a time: a
 * second save with new images meanwhile is refused with 429 at once (queued, one member could fill the
 * line that every other member waits in). Each image then waits for one of `perProcess` slots, taken
 * image by image so that a save of many images does not keep others waiting until it is done.
 */
export function createImageWork<Input, Output>(perProcess: number, work: (input: Input) => Promise<Output>) {
  const withSlot = pLimit(perProcess);
  const members = createMemberGate({ memberBusy: () => new HttpError(429, SAVE_BUSY) });

  return async function processFor(memberId: string, inputs: readonly Input[]): Promise<Output[]> {
    if (inputs.length === 0) return [];
    const leave = members.enter(memberId);
    try {
      const outputs: Output[] = [];
      for (const input of inputs) outputs.push(await withSlot(() => work(input)));
      return outputs;
    } finally {
      leave();
    }
  };
}

/** The one bound of this process: every save's new images go through it. */
export const processImagesFor = createImageWork(MAX_CONCURRENT_IMAGES, (bytes: Buffer) => processImage(bytes));
