import { createServer, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded text body. */
  text: string;
  /** The decoded HTML alternative, when the message has one. */
  html: string | undefined;
}

export interface TestSmtpServer {
  /** An SMTP_URL for the app, with TLS off as this loopback server offers none. */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps every message it is given. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        received.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((recipient) => recipient.address),
          ...parseMessage(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve();
    });
  });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}?ignoreTLS=true`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/**
 * One SMTP server for the whole suite (started before it, closed after it), with an inbox emptied
 * before each test. Read `url` once the suite has started, e.g. in beforeEach.
 */
export function useSmtpServer(): { readonly url: string; readonly received: ReceivedMail[] } {
  let server: TestSmtpServer | undefined;
  const running = (): TestSmtpServer => {
    if (!server) throw new Error('the SMTP server starts in beforeAll');
    return server;
  };
  beforeAll(async () => {
    server = await startSmtpServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    running().received.length = 0;
  });
  return {
    get url() {
      return running().url;
    },
    get received() {
      return running().received;
    },
  };
}

export interface SilentSmtpServer {
  /** An SMTP_URL for the app. */
  url: string;
  /** The connections made to it so far. */
  readonly connections: number;
  /** Drops every connection (the app's attempts then fail at once) and stops listening. */
  close(): Promise<void>;
}

/**
 * A mail server on loopback that takes connections and never says a word: an app delivering mail to it waits
 * for the greeting until its own time-out. Whatever answers while a connection to it is open did not wait for mail.
 */
export async function startSilentSmtpServer(port = 0): Promise<SilentSmtpServer> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => {
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the silent SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}?ignoreTLS=true`,
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** A loopback port nobody listens on (for an SMTP server that is down). */
export async function unusedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => {
    probe.listen(0, '127.0.0.1', resolve);
  });
  const address = probe.address();
  await new Promise<void>((resolve) => {
    probe.close(() => {
      resolve();
    });
  });
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Just enough MIME for what the app sends: a text part alone, or text and HTML alternatives
 * (multipart/alternative, each part base64, quoted-printable or as is).
 */
function parseMessage(raw: string): { subject: string; text: string; html: string | undefined } {
  const message = parsePart(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(message.header('Content-Type'))?.[1];
  if (!boundary) return { subject: message.header('Subject'), text: message.body, html: undefined };
  const parts = message.rawBody
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => parsePart(part.replace(/^\r\n/, '')));
  const partOfType = (type: string) =>
    parts.find((part) => part.header('Content-Type').toLowerCase().startsWith(type))?.body;
  return { subject: message.header('Subject'), text: partOfType('text/plain') ?? '', html: partOfType('text/html') };
}

function parsePart(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const rawBody = raw.slice(split + 4);
  const header = (name: string): string => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(rawBody, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(rawBody)
        : rawBody;
  return { header, rawBody, body: decoded.replace(/\r\n/g, '\n') };
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
