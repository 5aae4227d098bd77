import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import { lazyModule } from '../../lib/lazy-module.js';

export interface MailMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML alternative of `text`; absent on messages queued before mails had one. */
  html: string | undefined;
}

/** Where a message goes once the outbox worker has claimed it; a rejection means "try again later". */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Real delivery through the server named by SMTP_URL (options such as `?ignoreTLS=true` ride in its query). */
export function smtpTransport(url: string): MailTransport {
  // Bounded waits: a stalled server must fail this attempt well inside the outbox lease, not hang it.
  const transporter = lazyModule('nodemailer')().createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send({ from, to, subject, text, html }) {
      await transporter.sendMail({ from, to, subject, text, html });
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * Without SMTP, each message becomes a JSON file in `folder` (the end-to-end tests read the mail there)
 * and one log line. With `logLinks` (development only) that line names the mail's links, so a person running
 * the app locally can follow a reset link; anywhere else a link carries a secret that no log may hold.
 */
export function localOutboxTransport(
  folder: string,
  log: FastifyBaseLogger,
  now: Clock,
  { logLinks }: { logLinks: boolean },
): MailTransport {
  return {
    async send({ id, from, to, subject, text, html }) {
      const sentAt = new Date(now()).toISOString();
      await mkdir(folder, { recursive: true });
      // Colons are not allowed in Windows file names; the name still sorts by time.
      const file = path.join(folder, `${sentAt.replaceAll(':', '-')}-${id}.json`);
      // Written beside the folder, then moved in whole: whoever reads the folder (a person, the end-to-end tests)
      // never meets half a message. A rename on one file system is atomic.
      const partial = path.join(folder, '..', `.outbox-${id}.partial`);
      await writeFile(partial, `${JSON.stringify({ to, from, subject, text, html, sentAt }, null, 2)}\n`);
      await rename(partial, file);
      if (!logLinks) {
        log.info({ to, subject, file }, `mail to ${to}: "${subject}" written to ${file}`);
        return;
      }
      const links = text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to, subject, links, file }, `mail to ${to}: "${subject}" ${links.join(' ')}`.trim());
    },
    close() {
      // Nothing is held open between messages.
    },
  };
}
