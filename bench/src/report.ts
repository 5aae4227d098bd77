/** One line of the results table. `pass` is null for what is reported without a target, or not measured. */
export interface Row {
  name: string;
  value: string;
  target: string;
  pass: boolean | null;
  note?: string;
}

export const notAvailable = (name: string, target: string, why: string): Row => ({
  name,
  value: 'not available',
  target,
  pass: null,
  note: why,
});

const verdict = (row: Row) => (row.pass === null ? '' : row.pass ? 'ok' : 'MISSED');

/** The table as Markdown: the terminal shows it as is, and bench/RESULTS.md takes it verbatim. */
export function markdownTable(rows: Row[]): string {
  const cells = rows.map((row) => [row.name, row.value, row.target, verdict(row), row.note ?? '']);
  const header = ['Measure', 'Result', 'Target', '', 'Note'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => line[column]?.length ?? 0)),
  );
  const line = (values: string[]) =>
    `| ${values.map((value, column) => value.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
};

export const fixed = (value: number, digits = 2) => value.toFixed(digits);
