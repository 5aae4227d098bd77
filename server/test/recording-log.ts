import type { FastifyBaseLogger } from 'fastify';

export interface RecordingLog {
  log: FastifyBaseLogger;
  /** The messages of every warning, in order. */
  warnings: string[];
}

/** A logger that keeps the warnings (what the tennis cache logs on an upstream failure) and drops the rest. */
export function recordingLog(): RecordingLog {
  const warnings: string[] = [];
  const ignore = () => undefined;
  const log = {
    level: 'warn',
    warn: (first: unknown, message?: string) => {
      warnings.push(typeof first === 'string' ? first : (message ?? ''));
    },
    fatal: ignore,
    error: ignore,
    info: ignore,
    debug: ignore,
    trace: ignore,
    silent: ignore,
    child: () => log,
  };
  return { log, warnings };
}
