import type { FastifyReply, FastifyRequest } from 'fastify';
import { createMemberGate, createSlots } from '../../lib/gates.js';
import { HttpError } from '../../lib/http-error.js';
import { signedInUser } from '../access/guards.js';
import { SAVE_BUSY } from './image-work.js';

/** The app's usual body limit: a save beyond it carries images or a very long day. */
export const LARGE_SAVE_BYTES = 1024 * 1024;

/**
 * Large save bodies read at once by a process. One is up to 12 MB of text, held twice while it is parsed, and
 * its images once decoded from base64: 30 read at once held about a gigabyte before any image was decoded.
 */
export const MAX_LARGE_SAVES_READ = 4;

/**
 * A `preParsing` hook for the save route: bounds the large bodies held in memory, before they are read. A
 * member sends one at a time (another meanwhile is refused with 429 without being read); the process reads
 * `perProcess` at once, and the others wait unread, their bytes held back by TCP rather than in memory.
 * Small saves, text or a single image, pass straight through.
 */
export function createLargeSaveGate(perProcess: number) {
  const slots = createSlots(perProcess);
  const members = createMemberGate({ memberBusy: () => new HttpError(429, SAVE_BUSY) });

  return async function largeSaveGate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!isLarge(request)) return;
    const leave = members.enter(signedInUser(request).id);

    const slot = slots.acquire();
    // 'close' comes once the answer is sent or the client is gone, whichever way the request ends; a request
    // still waiting then gives its slot on as soon as it comes.
    reply.raw.once('close', () => {
      leave();
      void slot.then((release) => {
        release();
      });
    });
    await slot;
  };
}

/** Over the usual limit by its Content-Length; a chunked body, whose size is unknown, is counted as large. */
function isLarge(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return length === undefined ? request.headers['transfer-encoding'] !== undefined : Number(length) > LARGE_SAVE_BYTES;
}
