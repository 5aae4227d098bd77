import Type from 'typebox';

/**
 * The export's calls (issue 20): `GET /api/export/summary|json|markdown?from=&to=`. The dates are checked by the
 * server, which answers a 400 naming the field (EXPORT_MESSAGES), so the schema only bounds their length.
 */
export const ExportQuery = Type.Object({
  from: Type.Optional(Type.String({ maxLength: 10, title: 'First day (YYYY-MM-DD); everything when not given' })),
  to: Type.Optional(Type.String({ maxLength: 10, title: 'Last day (YYYY-MM-DD); everything when not given' })),
});
export type ExportQuery = Type.Static<typeof ExportQuery>;

/** What an export of the range holds, and about how many bytes each format takes (for the page's progress). */
export const ExportSummary = Type.Object({
  days: Type.Integer({ minimum: 0 }),
  tabs: Type.Integer({ minimum: 0 }),
  images: Type.Integer({ minimum: 0 }),
  playerNotes: Type.Integer({ minimum: 0 }),
  labels: Type.Integer({ minimum: 0 }),
  templates: Type.Integer({ minimum: 0 }),
  estimatedBytes: Type.Object({
    json: Type.Integer({ minimum: 0 }),
    markdown: Type.Integer({ minimum: 0 }),
  }),
});
export type ExportSummary = Type.Static<typeof ExportSummary>;

/** The Markdown export's body, for the API reference: the server streams the zip's bytes. */
export const ExportZip = Type.String({
  format: 'binary',
  description: 'A zip (application/zip): days/YYYY/YYYY-MM-DD.md with their images beside them, players/<name>.md.',
});

export const EXPORT_FORMATS = ['json', 'markdown'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_MESSAGES = {
  badDate: (field: 'from' | 'to') => `'${field}' must be a date as YYYY-MM-DD, e.g. 2026-05-31.`,
  reversed: "'from' must not be after 'to'.",
  alreadyRunning: 'An export of yours is already running: wait for it to finish (or cancel it), then try again.',
  serverBusy: 'The server is busy with other exports: try again in a minute.',
} as const;
