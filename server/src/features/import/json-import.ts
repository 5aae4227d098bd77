import { createReadStream } from 'node:fs';
import {
  EXPORT_FILE,
  EXPORTED_CHARTS_VERSION,
  ExportedDay,
  ExportFile,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ExportedDay as ExportedDayShape,
} from '@baseline/contract';
import { getManyValues, isMany, none } from 'stream-chain/defs.js';
import Assembler from 'stream-json/assembler.js';
import { jsonParser, type parser } from 'stream-json/parser.js';
import Value from 'typebox/value';
import { HttpError } from '../../lib/http-error.js';
import type { ImportedDay, ImportedFile } from './imported-file.js';
import { jsonLimitCounter } from './nesting.js';
import type { StageImage } from './staged-images.js';
import { withoutNul } from './utf8.js';

type Token = parser.Token;

/** The file's first problem against the contract's schema: where (a JSON pointer) and what. */
interface Problem {
  where: string;
  message: string;
}

/** The top-level keys the schema checks after `days`: a problem in them comes after one in a day. */
const AFTER_DAYS = ['/playerNotes', '/labels', '/templates', '/charts'];

/**
 * The JSON export read as a stream (issue 33: a 10-year export with a photo a day is ~667 MB): the text is
 * decoded and its nesting and values counted piece by piece before stream-json's tokenizer sees it (stream-json
 * is not written for hostile input; these counts are what bound it, as they bounded JSON.parse), then each day is
 * assembled, checked against the contract's schema and its image staged on disk, one at a time; the rest of the
 * file (header, player notes, labels, templates, charts) is assembled whole. The refusals are the whole-file reading's:
 * not UTF-8, too deep, too many values, malformed; then another format, a newer version (so a newer file is told
 * so rather than "not valid"), and the first problem against the schema, named with its place in the file.
 */
export async function readJsonExport(path: string, stageImage: StageImage): Promise<ImportedFile> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const pastLimits = jsonLimitCounter({ depth: IMPORT_LIMITS.nestingDepth, values: IMPORT_LIMITS.jsonValues });
  // Flushed with `none` at the end, as stream-chain flushes it.
  const tokenize = jsonParser({ packValues: true, streamValues: false }) as (text: string | typeof none) => unknown;
  const file = exportAssembler(stageImage);
  const feed = (text: string | typeof none) => {
    if (text !== none) {
      const past = pastLimits(text);
      if (past === 'depth') throw new HttpError(400, IMPORT_MESSAGES.tooDeep('The file'));
      if (past === 'values') throw new HttpError(400, IMPORT_MESSAGES.tooManyValues);
    }
    let tokens: unknown;
    try {
      tokens = tokenize(text);
    } catch {
      throw new HttpError(400, IMPORT_MESSAGES.malformedJson);
    }
    if (isMany(tokens)) for (const token of getManyValues<Token>(tokens as never)) file.take(token);
  };
  const decode = (bytes?: Uint8Array) => {
    try {
      return bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
    } catch {
      throw new HttpError(400, IMPORT_MESSAGES.notUtf8('The file'));
    }
  };
  for await (const chunk of createReadStream(path)) feed(decode(chunk as Buffer));
  feed(decode());
  feed(none);
  return file.result();
}

/** Takes the file's tokens one by one and keeps what it holds: the days as checked, the rest as it is. */
function exportAssembler(stageImage: StageImage) {
  const top: Record<string, unknown> = {};
  let started = false;
  let notAnObject = false;
  let ended = false;
  let key = '';
  let value: Assembler | null = null;
  let inDays = false;
  let days: ImportedDay[] = [];
  let dayIndex = 0;
  let dayProblem: Problem | null = null;

  const took = (whole: unknown) => {
    if (!inDays) {
      top[key] = whole;
      return;
    }
    const index = dayIndex;
    dayIndex += 1;
    // After a problem the file is refused: its days are only parsed on (a malformed end is still told so).
    if (dayProblem) return;
    if (!Value.Check(ExportedDay, whole)) {
      const [first] = Value.Errors(ExportedDay, whole);
      dayProblem = { where: `/days/${index}${first?.instancePath ?? ''}`, message: first?.message ?? '' };
      return;
    }
    days.push(importedDay(whole, stageImage));
  };

  const assemble = (token: Token) => {
    value ??= new Assembler({ reviver: withoutNul });
    value.consume(token);
    if (value.done) {
      const whole: unknown = value.current;
      value = null;
      took(whole);
    }
  };

  return {
    take(token: Token): void {
      if (!started) {
        started = true;
        notAnObject = token.name !== 'startObject';
        if (!notAnObject) return;
      }
      if (notAnObject || ended) return;
      if (value) assemble(token);
      else if (inDays) {
        if (token.name === 'endArray') {
          inDays = false;
          top.days = [];
        } else assemble(token);
      } else if (token.name === 'keyValue') key = token.value;
      else if (token.name === 'endObject') ended = true;
      else if (key === 'days' && token.name === 'startArray') {
        // A key given twice counts once, its last value, as JSON.parse reads it.
        inDays = true;
        days = [];
        dayIndex = 0;
        dayProblem = null;
      } else assemble(token);
    },

    result(): ImportedFile {
      if (notAnObject || top.format !== EXPORT_FILE.format) throw new HttpError(400, IMPORT_MESSAGES.notAnExport);
      if (typeof top.version === 'number' && top.version > EXPORT_FILE.version) {
        throw new HttpError(400, IMPORT_MESSAGES.newerVersion(top.version));
      }
      const chartsVersion = (top.charts as { version?: unknown } | undefined)?.version;
      if (typeof chartsVersion === 'number' && chartsVersion > EXPORTED_CHARTS_VERSION) {
        throw new HttpError(400, IMPORT_MESSAGES.newerChartsVersion(chartsVersion));
      }
      const [first] = Value.Errors(ExportFile, top);
      const headerFirst = first && !AFTER_DAYS.some((place) => first.instancePath.startsWith(place));
      const problem = headerFirst
        ? { where: first.instancePath, message: first.message }
        : (dayProblem ?? (first && { where: first.instancePath, message: first.message }));
      if (problem || !Value.Check(ExportFile, top)) {
        throw new HttpError(
          400,
          IMPORT_MESSAGES.invalidContent(problem?.where || 'the file', problem?.message || 'is not as expected'),
        );
      }
      return {
        format: 'json',
        days,
        playerNotes: top.playerNotes,
        labels: top.labels,
        templates: top.templates,
        charts: top.charts?.items ?? [],
      };
    },
  };
}

/**
 * A day as checked against the schema, its tabs' images decoded and staged; a copy. The tokenizer's strings are
 * slices of the text it read, and V8 keeps a whole piece of the file (64 KB or more) alive for one kept slice of
 * it: a day's title or sha256 held its piece, 400 MB of heap for a 1 GB file with a photo a day (issue 33).
 */
function importedDay(day: ExportedDayShape, stageImage: StageImage): ImportedDay {
  return structuredClone({
    date: day.date,
    createdAt: day.createdAt,
    updatedAt: day.updatedAt,
    tabs: day.tabs.map((tab) => ({
      title: tab.title,
      html: tab.html,
      tags: tab.tags,
      image:
        tab.image &&
        stageImage(Buffer.from(tab.image.base64, 'base64'), {
          sha256: tab.image.sha256,
          termsAcceptedAt: tab.image.termsAcceptedAt,
        }),
    })),
  });
}
