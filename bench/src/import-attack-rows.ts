import { zipSync } from 'fflate';
import {
  BLOCKING_MARKDOWN,
  deepFrontMatter,
  inflatingZip,
  longPlayerNote,
} from '../../server/src/features/import/testing/hostile-imports.js';
import { zipOf } from '../../server/src/features/import/testing/import-files.js';
import { BLOCK_LIMIT_MS, probeHealth, sleep } from './markup-fuzz-row.js';
import { fixed, median, type Row } from './report.js';

interface Attack {
  name: string;
  /** Each file is sent to the preview, then to the commit, one after another. */
  files: { body: Buffer; type: string }[];
}

const zip = (body: Buffer) => ({ body, type: 'application/zip' });

/**
 * The largest zip the import accepts: IMPORT_LIMITS.zipInflatedBytes over entries at IMPORT_LIMITS.zipEntryBytes,
 * each inflating about 60 times (under the 200 times refused): every byte is inflated, decoded and read.
 */
function largestAcceptedZip(): Buffer {
  const entry = new Uint8Array(32 * 1024 * 1024);
  for (let index = 0; index < entry.length; index += 64) entry[index] = 97 + (index % 26);
  const files: Record<string, Uint8Array> = {};
  for (let day = 1; day <= 8; day += 1) files[`2026-02-0${day}.md`] = entry;
  return Buffer.from(zipSync(files, { level: 1 }));
}

function attacks(): Attack[] {
  return [
    { name: 'front matter nested 100,000 deep (aborted the process)', files: [zip(deepFrontMatter(100_000))] },
    {
      name: 'Markdown shapes that blocked or answered 500, a file each',
      files: Object.entries(BLOCKING_MARKDOWN).map(([name, text]) => zip(zipOf({ [name]: text }, { stored: true }))),
    },
    { name: '2,500 entries of 200 KB of zeros (a 0.77 MB zip of 500 MB)', files: [zip(inflatingZip(2_500, 200_000))] },
    { name: 'the largest zip accepted (256 MB inflated)', files: [zip(largestAcceptedZip())] },
    {
      name: 'a player note of 2,000,000 characters in JSON',
      files: [{ body: Buffer.from(longPlayerNote(2_000_000)), type: 'application/json' }],
    },
  ];
}

async function send(url: string, token: string, path: string, file: { body: Buffer; type: string }) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': file.type },
    body: new Uint8Array(file.body),
  });
  await res.arrayBuffer();
  return res.status;
}

function statusList(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');
}

function row(name: string, during: number[], quiet: number[], statuses: number[]): Row {
  const worst = Math.max(...during);
  if (statuses.some((status) => status >= 500)) throw new Error(`${name}: answers ${statusList(statuses)}`);
  return {
    name: `Worst /api/health answer during the import attack: ${name}`,
    value: `${fixed(worst, 0)} ms (quiet: p50 ${fixed(median(quiet), 1)}, worst ${fixed(Math.max(...quiet), 0)} ms)`,
    target: `<= ${BLOCK_LIMIT_MS} ms`,
    pass: worst <= BLOCK_LIMIT_MS,
    note: `${statusList(statuses)}; p50 during ${fixed(median(during), 1)} ms, ${during.length} probes`,
  };
}

/**
 * The files of the attack on the import (issue 30), each sent by a subscriber while `/api/health` is asked
 * every 10 ms, as the markup fuzzer does for saves; then four members sending the largest accepted zip at
 * once (two are read, two refused with 429). Every answer must be under 500.
 */
export async function importAttackRows(url: string, tokens: string[]): Promise<Row[]> {
  const [token = ''] = tokens;
  const quiet = await probeHealth(url, sleep(2_000));
  const rows: Row[] = [];
  for (const attack of attacks()) {
    const statuses: number[] = [];
    const sending = (async () => {
      for (const file of attack.files) {
        statuses.push(await send(url, token, '/api/import/preview', file));
        statuses.push(await send(url, token, '/api/import?existing=replace', file));
      }
    })();
    const during = await probeHealth(url, sending);
    await sending;
    rows.push(row(attack.name, during, quiet, statuses));
  }
  const largest = zip(largestAcceptedZip());
  const together = Promise.all(tokens.map((member) => send(url, member, '/api/import/preview', largest)));
  const during = await probeHealth(url, together);
  rows.push(row(`${tokens.length} members send the largest zip at once`, during, quiet, await together));
  return rows;
}
