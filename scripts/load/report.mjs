// The summary of one run: requests, throughput and latency per action, and every non-2xx answer.

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Rows of the results table; `seconds` is the length of the timed loop. */
export function summaryRows(recorder, seconds) {
  const rows = [];
  for (const [action, { durations }] of [...recorder.actions].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...durations].sort((a, b) => a - b);
    rows.push({ action, requests: sorted.length, perSecond: sorted.length / seconds, sorted });
  }
  const all = rows.flatMap((row) => row.sorted).sort((a, b) => a - b);
  rows.push({ action: 'all', requests: all.length, perSecond: all.length / seconds, sorted: all });
  return rows.map(({ action, requests, perSecond, sorted }) => ({
    action,
    requests,
    perSecond: Math.round(perSecond * 10) / 10,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
  }));
}

export function printSummary(title, recorder, seconds) {
  const rows = summaryRows(recorder, seconds);
  const header = ['action', 'requests', 'req/s', 'p50 ms', 'p99 ms'];
  const cells = rows.map((row) => [row.action, row.requests, row.perSecond, row.p50, row.p99].map(String));
  const widths = header.map((name, i) => Math.max(name.length, ...cells.map((row) => row[i].length)));
  const line = (values) =>
    `| ${values.map((value, i) => (i === 0 ? value.padEnd(widths[i]) : value.padStart(widths[i]))).join(' | ')} |`;
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(
    `|${widths.map((width, i) => (i === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
  );
  for (const row of cells) console.log(line(row));

  const refusals = [...recorder.actions].flatMap(([action, stats]) =>
    [...stats.refusals].map(
      ([reason, { count, provoked }]) =>
        `  ${action}: ${count} × ${reason}${provoked ? ' (expected)' : ' (UNEXPECTED)'}`,
    ),
  );
  console.log(refusals.length > 0 ? `Non-2xx answers:\n${refusals.join('\n')}` : 'Non-2xx answers: none');
}
