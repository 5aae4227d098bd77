import { pause, rssMb, startServer } from './processes.js';
import { fixed, median, type Row } from './report.js';

/** Cold starts of the built server on an already migrated database, then its memory once idle. */
export async function startRows(env: Record<string, string>): Promise<Row[]> {
  const starts = [];
  let rss = 0;
  for (let run = 0; run < 3; run += 1) {
    const server = await startServer(env);
    starts.push(server.startMs);
    await pause(1_500);
    rss = rssMb(server.process);
    await server.stop();
  }
  const startMs = median(starts);
  return [
    {
      name: 'Cold start to a healthy /api/health',
      value: `${Math.round(startMs)} ms`,
      target: '< 1000 ms',
      pass: startMs < 1000,
      note: 'built, migrated SQLite database; median of 3 starts',
    },
    { name: 'Idle RSS', value: `${fixed(rss, 0)} MB`, target: '< 120 MB', pass: rss < 120, note: '1.5 s after start' },
  ];
}
