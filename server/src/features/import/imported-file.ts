import type { ExportedChart, ExportedLabel, ExportedPlayerNote, ExportedTemplate } from '@baseline/contract';

/** A tab as a file gives it, before any check: HTML still to sanitise, the image still to check. */
export interface ImportedTab {
  title: string;
  html: string;
  tags: string[];
  image: ImportedImage | null;
}

/** An image of the file, written to the import's staging folder as it was read (import-staging.ts). */
export interface ImportedImage {
  /** The staged file holding its bytes. */
  file: string;
  /** The SHA-256 of its bytes, taken as they were staged. */
  digest: string;
  /** The checksum the file gave, checked against `digest`; null when the format has none (Markdown). */
  sha256: string | null;
  /** When the member accepted the image terms; null: at the import (the member imports their own files). */
  termsAcceptedAt: number | null;
}

export interface ImportedDay {
  date: string;
  /** The day's times as the file gave them; null: the import's time. */
  createdAt: number | null;
  updatedAt: number | null;
  tabs: ImportedTab[];
}

/** Everything a file holds, in one shape whatever its format. */
export interface ImportedFile {
  format: 'json' | 'markdown';
  days: ImportedDay[];
  playerNotes: ExportedPlayerNote[];
  labels: ExportedLabel[];
  templates: ExportedTemplate[];
  /** The JSON export's charts part, or the chart files of the Markdown export. */
  charts: ImportedChart[];
}

/** A chart of the file; `file`, a chart file's path in the zip, is named when the chart is refused. */
export type ImportedChart = ExportedChart & { file?: string };
