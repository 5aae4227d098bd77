import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.js';

/** Every security event the server logs; one name per outcome, so they can be counted and alerted on. */
export type SecurityEventName =
  | 'auth.login.succeeded'
  | 'auth.login.failed'
  | 'auth.login.throttled'
  | 'auth.login.two-factor-required'
  | 'auth.login.disabled'
  | 'auth.two-factor.failed'
  | 'auth.two-factor.enabled'
  | 'auth.two-factor.disabled'
  | 'auth.two-factor.recovery-codes-regenerated'
  | 'auth.session.idle-timeout'
  | 'auth.password.changed'
  | 'auth.password.change-failed'
  | 'auth.password.reset-requested'
  | 'auth.password.reset'
  | 'auth.password.reset-failed'
  | 'admin.registration.approved'
  | 'admin.registration.rejected'
  | 'admin.member.sessions-ended'
  | 'admin.member.disabled'
  | 'admin.member.enabled'
  | 'admin.member.two-factor-reset'
  | 'admin.action.failed'
  | 'cli.password.reset-link-issued'
  | 'cli.password.set'
  | 'cli.member.two-factor-reset'
  | 'cli.access.granted'
  | 'cli.access.ended'
  | 'cli.admins.listed'
  | 'cli.member.made-admin'
  | 'cli.action.failed'
  | 'webhook.signature.failed'
  | 'billing.subscription.duplicate-cancelled'
  | 'access.denied'
  | 'rate-limit.refused'
  | 'account.deleted'
  | 'account.delete-failed';

/**
 * The only fields an event may carry: identifiers and outcomes, never a password, token, code or secret.
 * Naming them here, rather than taking any object, is what keeps a secret from being logged by mistake.
 */
export interface SecurityEventFields {
  /** Who acted outside a request: the admin CLI's `cli:<OS user>`. */
  actor?: string;
  userId?: string;
  /** As typed at login (it may name no account); never the password typed with it. */
  username?: string;
  /** What was acted on: a registration request's id or a user's (by an admin), a subscription's (by billing). */
  targetId?: string;
  /** The payment provider's customer, and the subscription kept beside the one acted on. */
  customerId?: string;
  keptSubscriptionId?: string;
  /** How a second factor was given: 'totp' or 'recovery-code'. */
  method?: string;
  /** The status answered on a refusal, and its message. */
  status?: number;
  reason?: string;
}

export type SecurityLog = (event: SecurityEventName, fields?: SecurityEventFields) => void;

/** Refusals, and what an operator must act on. */
const WARNINGS = new Set<SecurityEventName>([
  'auth.login.failed',
  'auth.login.throttled',
  'auth.login.disabled',
  'auth.two-factor.failed',
  'auth.session.idle-timeout',
  'auth.password.change-failed',
  'auth.password.reset-failed',
  'admin.action.failed',
  'cli.action.failed',
  'webhook.signature.failed',
  'billing.subscription.duplicate-cancelled',
  'access.denied',
  'rate-limit.refused',
  'account.delete-failed',
]);

/**
 * Logs security events as structured JSON through the request's logger, which already carries the
 * request id (`reqId`, also answered in X-Request-Id): `{ event, ip, reqId, ...fields }`.
 */
export function securityLog(request: FastifyRequest): SecurityLog {
  return (event, fields = {}) => {
    writeEvent(request.log, event, { event, ip: request.ip, ...fields });
  };
}

/** The same events from a process that serves no request (the admin CLI): `{ event, ...fields }`. */
export function processSecurityLog(logger: EventLogger): SecurityLog {
  return (event, fields = {}) => {
    writeEvent(logger, event, { event, ...fields });
  };
}

type EventLogger = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** Refusals, and what an operator must act on, are warnings; the rest information. */
function writeEvent(logger: EventLogger, event: SecurityEventName, entry: object): void {
  if (WARNINGS.has(event)) logger.warn(entry, 'security event');
  else logger.info(entry, 'security event');
}

/** Runs `work`; when the client is refused (an HttpError), logs `event` with the status and message, and rethrows. */
export async function logRefusal<T>(
  log: SecurityLog,
  event: SecurityEventName,
  fields: SecurityEventFields,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) log(event, { ...fields, status: error.statusCode, reason: error.message });
    throw error;
  }
}
