import type { RouteAccess } from '@baseline/contract';
import type { Guard } from '../../lib/register-routes.js';
import type { AuthGuards } from './guards.js';

/** Who may call what: the guards each access level of the contract's table is made of, in the order they run. */
const GUARDS_OF: Record<RouteAccess, (guards: AuthGuards) => Guard[]> = {
  anonymous: () => [],
  member: ({ requireUser }) => [requireUser],
  subscriber: ({ requireUser, requireSubscriber }) => [requireUser, requireSubscriber],
  admin: ({ requireUser, requireAdmin }) => [requireUser, requireAdmin],
};

/**
 * The `onRequest` hook that lets only `access` through, before the body is read; undefined for anonymous
 * calls. One hook running the guards in turn: each hook costs Fastify a step and a promise on every request.
 */
export function accessHook(access: RouteAccess, guards: AuthGuards): Guard | undefined {
  const steps = GUARDS_OF[access](guards);
  if (steps.length === 0) return undefined;
  return async (request) => {
    for (const guard of steps) await guard(request);
  };
}
