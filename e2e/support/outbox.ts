import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { E2EServer } from './server.js';

export interface OutboxMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  /** The HTML alternative of `text`. */
  html?: string;
}

/** Reads a server's local outbox (used when no SMTP server is configured), newest last. */
async function readOutbox(server: Pick<E2EServer, 'dataDir'>): Promise<OutboxMail[]> {
  const folder = path.join(server.dataDir, 'outbox');
  const files = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (name) => JSON.parse(await readFile(path.join(folder, name), 'utf8')) as OutboxMail),
  );
}

/**
 * Waits for the newest mail to `to` whose subject matches in this worker's server's outbox, as the server's
 * mail worker delivers asynchronously.
 */
export async function waitForMail(
  server: Pick<E2EServer, 'dataDir'>,
  to: string,
  subject: RegExp,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox(server)).filter((mail) => mail.to === to && subject.test(mail.subject)).at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${to} matching ${String(subject)}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as OutboxMail;
}

/** Every distinct link in a mail's text part, in order. */
export function linksIn(mail: OutboxMail): string[] {
  return [...new Set(mail.text.match(/https?:\/\/\S+/g) ?? [])].map((link) => link.replace(/[.,]$/, ''));
}

/** The first link in a mail's text that starts with the given base. */
export function linkIn(mail: OutboxMail, base: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.startsWith(base));
  if (!link) throw new Error(`No link to ${base} in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}
