import type { ExportFormat, ExportQuery } from '@baseline/contract';
import { exportFileName } from '@baseline/contract/export-file-name';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { FeatureHandlers } from '../../lib/register-routes.js';
import { signedInUser } from '../access/guards.js';
import { exportRangeOf } from './export-range.js';
import type { ExportSlots } from './export-slots.js';
import { exportSummary } from './export-summary.js';
import { streamJsonExport } from './json-export.js';
import { streamMarkdownExport } from './markdown-export.js';

export interface ExportDeps {
  db: Database;
  now: Clock;
  slots: ExportSlots;
}

const FILES = {
  json: { write: streamJsonExport, type: 'application/json; charset=utf-8' },
  markdown: { write: streamMarkdownExport, type: 'application/zip' },
} as const satisfies Record<ExportFormat, { write: typeof streamJsonExport; type: string }>;

/** `GET /api/export/summary|json|markdown` (features/export/README.md): the member's own data, streamed. */
export function exportHandlers({ db, now, slots }: ExportDeps): FeatureHandlers<'export'> {
  /**
   * The file's headers and body, its stream begun under the member's export slot (429 when taken). The slot is
   * given back once the answer is sent (so the member may start the next at once) or the connection closed.
   */
  function openFile(format: ExportFormat, userId: string, query: ExportQuery, reply: FastifyReply) {
    const range = exportRangeOf(query);
    const release = slots.enter(userId);
    const at = now();
    const file = FILES[format];
    let body: Readable;
    try {
      body = file.write(db, userId, range, at);
    } catch (error) {
      release();
      throw error;
    }
    reply.raw.once('finish', release).once('close', release);
    // The body closes once it ended, failed, or was dropped with a download the member cancelled.
    body.once('close', release);
    const name = exportFileName(format, at);
    const headers = {
      'content-type': file.type,
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
    };
    return { headers, body };
  }

  return {
    'export.summary': (request) => exportSummary(db, signedInUser(request).id, exportRangeOf(request.query)),
    'export.json': async (request, reply) => {
      const { headers, body } = openFile('json', signedInUser(request).id, request.query, reply);
      // The 200's schema documents what the stream carries; Fastify sends a stream as it is, unserialised.
      return reply.headers(headers).send(body as never);
    },
    'export.markdown': async (request, reply) => {
      const { headers, body } = openFile('markdown', signedInUser(request).id, request.query, reply);
      return reply.headers(headers).send(body as never);
    },
  };
}
