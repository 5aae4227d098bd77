// One writer of the storm: saves diary days as fast as the server answers, alternating a new day with an
// update of its last acknowledged one, each tab mentioning a few players or tournaments, and records what
// the server acknowledged.
import { randomBytes, randomInt } from 'node:crypto';
import { mentionHtml } from './mentions.mjs';

const FIRST_DAY = Date.UTC(1990, 0, 1);
let dayCounter = 0;

/** A date no other write of the run uses: every new day of every writer is its own. */
function nextDate() {
  return new Date(FIRST_DAY + dayCounter++ * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The tab exactly as the server stores and answers it (already sanitised, tags already normal), mentioning up
 * to three of the targets (a target twice at times: the index holds it once).
 */
function tab(writer, sequence, targets) {
  const mentioned = Array.from({ length: randomInt(4) }, () => targets[randomInt(targets.length)]);
  return {
    title: `Writer ${writer} save ${sequence}`,
    content: `<p>${randomBytes(12).toString('hex')}${mentioned.map((target) => ` ${mentionHtml(target)}`).join('')}</p>`,
    tags: [`writer${writer}`],
    image: null,
  };
}

/**
 * Writes until the connection fails (the server was killed). `ledger.acked` maps a date to the notes
 * and version the server acknowledged (`ledger.roundAcked` holds this storm's dates); `ledger.unknown`
 * the writes whose answer never came (either outcome is allowed, but nothing in between).
 */
export async function runWriter({ baseUrl, token, writer, ledger, targets }) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let sequence = 0;
  let last;
  for (;;) {
    const update = last !== undefined && sequence % 2 === 1;
    const date = update ? last.date : nextDate();
    const notes = [tab(writer, ++sequence, targets)];
    const body = { date, notes: notes.map(({ title, content, tags }) => ({ title, content, tags })) };
    if (update) body.baseVersion = last.version;

    let res;
    try {
      res = await fetch(`${baseUrl}/api/diary`, { method: 'POST', headers, body: JSON.stringify(body) });
    } catch {
      ledger.unknown.set(date, { notes, before: ledger.acked.get(date) });
      return;
    }
    const answer = await res.json().catch(() => undefined);
    if (res.status === 200 && answer === undefined) {
      // The answer was cut off by the kill: the server may or may not have committed it.
      ledger.unknown.set(date, { notes, before: ledger.acked.get(date) });
      return;
    }
    if (res.status !== 200) {
      // Refused (say 503 while the database is busy) is fine: the write is then not acknowledged. A 5xx
      // other than 503, or any 4xx, is a bug of the server or of this script.
      if (res.status !== 503)
        ledger.errors.push(`POST /api/diary ${date} answered ${res.status}: ${JSON.stringify(answer)}`);
      continue;
    }
    ledger.acked.set(date, { notes, version: answer.version });
    ledger.roundAcked.add(date);
    last = { date, version: answer.version };
  }
}
