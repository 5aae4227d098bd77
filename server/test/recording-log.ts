import type { FastifyBaseLogger } from 'fastify';

export interface RecordingLog {
  log: FastifyBaseLogger;
  /** The messages of every warning, in order. */
  warnings: string[];
  /** The `err` each warning carried (undefined for one without), in the same order. */
  warningErrors: unknown[];
}

/** A logger that keeps the warnings (what the tennis cache logs on an upstream failure) and drops the rest. */
export function recordingLog(): RecordingLog {
  const warnings: string[] = [];
  const warningErrors: unknown[] = [];
  const ignore = () => undefined;
  const log = {
    level: 'warn',
    warn: (first: unknown, message?: string) => {
      warnings.push(typeof first === 'string' ? first : (message ?? ''));
      warningErrors.push(typeof first === 'object' && first !== null && 'err' in first ? first.err : undefined);
    },
    fatal: ignore,
    error: ignore,
    info: ignore,
    debug: ignore,
    trace: ignore,
    silent: ignore,
    child: () => log,
  };
  return { log, warnings, warningErrors };
}
