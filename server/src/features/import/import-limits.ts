import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  BUILTIN_TEMPLATES,
  CHARTS,
  IMPORT_MESSAGES,
  NOTE_TEMPLATES,
  PLAYER_LABELS,
  TEMPLATE_ERRORS,
  type ExportedPlayerNote,
  type ImportExisting,
  type LabelColour,
  type TemplateKind,
} from '@baseline/contract';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import { chartIdsOf, countCharts, planImportedChart, type ChartContent } from '../charts/charts.public.js';
import { acceptLabelColour, acceptLabelName, labelNameKey } from '../labels/label-name.js';
import { playerNoteText } from '../player-notes/note-text.js';
import { templateBody, templateName, templateNameKey } from '../templates/template-input.js';
import { templatesOf } from '../templates/templates.public.js';
import type { ImportedFile } from './imported-file.js';
import { labelNameKeys } from './import.repo.js';

/*
 * Issue 30: what an import writes besides days goes through the checks of the route that writes it normally.
 * `planTheRest` is the part that needs no database (each record as its route cleans and checks it); the caps
 * per member need the member's rows, so `assertLabelsWithinCap` and `templatesToAdd` run in the preview and
 * again in the commit's transaction. A file over any limit is refused whole, with a 400 naming it.
 */

/** A label of the file as the label routes store it. */
export interface PlannedLabel {
  name: string;
  nameKey: string;
  colour: LabelColour;
  /** Without repeats. */
  playerIds: string[];
  createdAt: number;
  updatedAt: number;
}

/** A template of the file as the template routes store it, with its place in the file for messages. */
export interface PlannedTemplate {
  position: number;
  kind: TemplateKind;
  name: string;
  body: string;
  createdAt: number;
  updatedAt: number;
}

/** The file's player notes, labels and templates, checked and cleaned: what the import would write. */
export interface PlannedRest {
  /** Their text as the note route stores it; a note that is then blank is left out (the route stores none). */
  playerNotes: ExportedPlayerNote[];
  labels: PlannedLabel[];
  /** Without exact repeats (kind, name and text) within the file. */
  templates: PlannedTemplate[];
  /** Checked as a chart's save checks it. */
  charts: ChartContent[];
}

/**
 * Every player note, label and template of the file through its route's own clean-up and checks (the note's
 * length and year are the contract schema's, checked as the file is read); a problem is a 400 naming the
 * record. Tab templates are sanitised, so other requests get their turn between them.
 */
export async function planTheRest(file: ImportedFile): Promise<PlannedRest> {
  const playerNotes = file.playerNotes.flatMap((note) => {
    const text = playerNoteText(note.note);
    return text === '' ? [] : [{ ...note, note: text }];
  });
  const labels = file.labels.map((label, index): PlannedLabel => {
    const { name, colour } = inRecord(IMPORT_MESSAGES.labelProblem, index, () => ({
      name: acceptLabelName(label.name),
      colour: acceptLabelColour(label.colour),
    }));
    const { createdAt, updatedAt } = label;
    return {
      name,
      nameKey: labelNameKey(name),
      colour,
      playerIds: [...new Set(label.playerIds)],
      createdAt,
      updatedAt,
    };
  });
  const templates: PlannedTemplate[] = [];
  const seen = new Set<string>();
  for (const [index, raw] of file.templates.entries()) {
    if (index > 0) await nextTurn();
    const { name, body } = inRecord(IMPORT_MESSAGES.templateProblem, index, () => ({
      name: templateName(raw.name),
      body: templateBody(raw.kind, raw.body),
    }));
    const key = exactKey({ kind: raw.kind, name, body });
    if (seen.has(key)) continue;
    seen.add(key);
    templates.push({
      position: index + 1,
      kind: raw.kind,
      name,
      body,
      createdAt: raw.createdAt,
      updatedAt: raw.updatedAt,
    });
  }
  const charts = file.charts.map((chart, index) =>
    inRecord(chartNamed(chart.file), index, () => {
      if (file.charts.findIndex((other) => other.id === chart.id) !== index)
        throw new HttpError(400, 'its id is given to an earlier chart of the file too.');
      return planImportedChart(chart);
    }),
  );
  return { playerNotes, labels, templates, charts };
}

/**
 * 400 when the member's charts and the file's would pass the cap: a chart of an id the member has is a new one
 * only when the import adds beside what is there.
 */
export async function assertChartsWithinCap(
  db: Database,
  userId: string,
  charts: readonly ChartContent[],
  mode: ImportExisting | 'preview',
): Promise<void> {
  if (charts.length === 0) return;
  const existing = await countCharts(db, userId);
  const known = new Set(
    await chartIdsOf(
      db,
      userId,
      charts.map((chart) => chart.id),
    ),
  );
  const added = mode === 'add' ? charts.length : charts.filter((chart) => !known.has(chart.id)).length;
  if (existing + added > CHARTS.perMember) throw new HttpError(400, IMPORT_MESSAGES.tooManyCharts(existing + added));
}

/** Runs a route's check on the file's record at `index`, a 400 it gives named with the record. */
/** A chart of the file is named by its file in the zip, or by its place in the JSON's charts. */
const chartNamed =
  (file: string | undefined) =>
  (position: number, problem: string): string =>
    file === undefined
      ? IMPORT_MESSAGES.chartProblem(position, problem)
      : IMPORT_MESSAGES.chartFileProblem(file, problem);

function inRecord<T>(named: (position: number, problem: string) => string, index: number, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400)
      throw new HttpError(400, named(index + 1, error.message));
    throw error;
  }
}

/** 400 when the member's labels and the file's new ones (merged by name, as the import merges them) pass the cap. */
export async function assertLabelsWithinCap(
  db: Database,
  userId: string,
  labels: readonly PlannedLabel[],
): Promise<void> {
  if (labels.length === 0) return;
  const existing = new Set(await labelNameKeys(db, userId));
  const added = new Set(labels.map((label) => label.nameKey).filter((key) => !existing.has(key)));
  const total = existing.size + added.size;
  if (total > PLAYER_LABELS.perMember) throw new HttpError(400, IMPORT_MESSAGES.tooManyLabels(total));
}

/**
 * The file's templates the member does not have yet (an exact duplicate of one they have, or of a built-in, is
 * skipped). 400 when one is named like another of its kind, as the template routes refuse it, or when they
 * would pass the member's cap.
 */
export async function templatesToAdd(
  db: Database,
  userId: string,
  templates: readonly PlannedTemplate[],
): Promise<PlannedTemplate[]> {
  if (templates.length === 0) return [];
  const owned = await templatesOf(db, userId);
  const present = new Set([...BUILTIN_TEMPLATES, ...owned].map(exactKey));
  const names = new Set([...BUILTIN_TEMPLATES, ...owned].map(nameKey));
  const added: PlannedTemplate[] = [];
  for (const template of templates) {
    if (present.has(exactKey(template))) continue;
    if (names.has(nameKey(template))) {
      const problem = TEMPLATE_ERRORS.duplicateName(template.name);
      throw new HttpError(400, IMPORT_MESSAGES.templateProblem(template.position, problem));
    }
    names.add(nameKey(template));
    added.push(template);
  }
  const total = owned.length + added.length;
  if (total > NOTE_TEMPLATES.perMember) throw new HttpError(400, IMPORT_MESSAGES.tooManyTemplates(total));
  return added;
}

type TemplateText = { kind: TemplateKind; name: string; body: string };
const exactKey = (template: TemplateText) => JSON.stringify([template.kind, template.name, template.body]);
const nameKey = (template: TemplateText) => JSON.stringify([template.kind, templateNameKey(template.name)]);
