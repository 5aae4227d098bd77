import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.js';
import { SAVE_BUSY } from './image-work.js';
import { createLargeSaveGate, LARGE_SAVE_BYTES } from './large-save-gate.js';

/** A save request as the gate sees it: who sends it, its headers, and its answer's 'close'. */
function save(memberId: string, headers: Record<string, string>) {
  const raw = new EventEmitter();
  const request = { user: { id: memberId }, headers, url: '/api/diary' } as unknown as FastifyRequest;
  const reply = { raw } as unknown as FastifyReply;
  return { request, reply, end: () => raw.emit('close') };
}

const large = { 'content-length': String(LARGE_SAVE_BYTES + 1) };

/** Whether the gate let the request on (its body may be read) by the time the event loop has turned. */
async function passed(gate: Promise<void>): Promise<boolean | string> {
  const outcome = gate.then(
    () => true,
    (error: unknown) => (error instanceof HttpError ? `${error.statusCode} ${error.message}` : String(error)),
  );
  return Promise.race([
    outcome,
    new Promise<false>((resolve) => {
      setImmediate(() => {
        resolve(false);
      });
    }),
  ]);
}

describe('createLargeSaveGate', () => {
  it('lets small saves straight through, however many a member sends', async () => {
    const gate = createLargeSaveGate(1);
    const small = { 'content-length': String(LARGE_SAVE_BYTES) };
    for (let i = 0; i < 3; i++) {
      const { request, reply } = save('ann', small);
      expect(await passed(gate(request, reply))).toBe(true);
    }
  });

  it('refuses a member’s second large save with 429 while the first is unanswered, and takes it after', async () => {
    const gate = createLargeSaveGate(4);
    const first = save('ann', large);
    expect(await passed(gate(first.request, first.reply))).toBe(true);
    const second = save('ann', { 'transfer-encoding': 'chunked' });
    expect(await passed(gate(second.request, second.reply))).toBe(`429 ${SAVE_BUSY}`);
    const other = save('bob', large);
    expect(await passed(gate(other.request, other.reply))).toBe(true);

    first.end();
    const third = save('ann', large);
    expect(await passed(gate(third.request, third.reply))).toBe(true);
  });

  it('reads perProcess large saves at once; the others wait unread, and one whose client left gives its turn on', async () => {
    const gate = createLargeSaveGate(2);
    const saves = ['ann', 'bob', 'cy', 'dee'].map((member) => save(member, large));
    const [ann, bob, cy, dee] = saves;
    if (!ann || !bob || !cy || !dee) throw new Error('four saves');
    const gates = saves.map(({ request, reply }) => gate(request, reply));
    expect(await Promise.all(gates.map(passed))).toEqual([true, true, false, false]);

    cy.end();
    ann.end();
    expect(await passed(gates[2] ?? Promise.reject(new Error('no gate')))).toBe(true);
    expect(await passed(gates[3] ?? Promise.reject(new Error('no gate')))).toBe(true);
    bob.end();
    dee.end();
    const later = save('eve', large);
    expect(await passed(gate(later.request, later.reply))).toBe(true);
  });
});
