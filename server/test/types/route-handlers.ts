/**
 * Checked by `npm run typecheck`, never run: the route table's promise that a call added to the contract
 * without a server handler, or with a handler answering the wrong shape, does not compile.
 */
import type { RouteHandlers } from '../../src/lib/register-routes.js';

declare const handlers: RouteHandlers;
const { 'diary.save': _saveHandler, ...allButSave } = handlers;

// @ts-expect-error: every call in the table needs its handler.
export const missingHandler: RouteHandlers = allButSave;

export const notServedHere: RouteHandlers = { ...allButSave, 'diary.save': null };

export const wrongAnswer: RouteHandlers = {
  ...handlers,
  // @ts-expect-error: a handler answers what the call's schema declares.
  'publicConfig.get': () => ({ contactEmail: 42, tennisToday: null }),
};
