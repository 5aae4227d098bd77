import { EXPORT_FILE, ExportFile, IMPORT_LIMITS, IMPORT_MESSAGES } from '@baseline/contract';
import Value from 'typebox/value';
import { HttpError } from '../../lib/http-error.js';
import type { ImportedFile } from './imported-file.js';
import { jsonPastLimits } from './nesting.js';
import { utf8Text, withoutNul } from './utf8.js';

/**
 * The JSON export read whole (the body is already bounded by IMPORT_LIMITS.bytes; see README.md for why the
 * file is held in memory): its header first, so a newer version is told so rather than "not valid", then the
 * whole file against the contract's schema, the first problem named with its place in the file.
 */
export function readJsonExport(body: Buffer): ImportedFile {
  const text = utf8Text(body, 'The file');
  // The reviver below recurses once per level, as the schema check does; the parse's heap grows with the values.
  const past = jsonPastLimits(text, { depth: IMPORT_LIMITS.nestingDepth, values: IMPORT_LIMITS.jsonValues });
  if (past === 'depth') throw new HttpError(400, IMPORT_MESSAGES.tooDeep('The file'));
  if (past === 'values') throw new HttpError(400, IMPORT_MESSAGES.tooManyValues);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, withoutNul);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, IMPORT_MESSAGES.malformedJson);
  }
  if (typeof parsed !== 'object' || parsed === null || !('format' in parsed) || parsed.format !== EXPORT_FILE.format) {
    throw new HttpError(400, IMPORT_MESSAGES.notAnExport);
  }
  const version = 'version' in parsed ? parsed.version : undefined;
  if (typeof version === 'number' && version > EXPORT_FILE.version) {
    throw new HttpError(400, IMPORT_MESSAGES.newerVersion(version));
  }
  if (!Value.Check(ExportFile, parsed)) {
    const [first] = Value.Errors(ExportFile, parsed);
    throw new HttpError(
      400,
      IMPORT_MESSAGES.invalidContent(first?.instancePath || 'the file', first?.message ?? 'is not as expected'),
    );
  }
  return {
    format: 'json',
    days: parsed.days.map((day) => ({
      date: day.date,
      createdAt: day.createdAt,
      updatedAt: day.updatedAt,
      tabs: day.tabs.map((tab) => ({
        title: tab.title,
        html: tab.html,
        tags: tab.tags,
        image: tab.image && {
          bytes: Buffer.from(tab.image.base64, 'base64'),
          sha256: tab.image.sha256,
          termsAcceptedAt: tab.image.termsAcceptedAt,
        },
      })),
    })),
    playerNotes: parsed.playerNotes,
    labels: parsed.labels,
    templates: parsed.templates,
  };
}
