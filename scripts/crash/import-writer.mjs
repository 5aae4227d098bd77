// The imports' part of the storm (issue 20): one writer imports JSON exports of several new days each, as fast
// as the server answers, while the server is killed. After each restart every acknowledged import's days are
// there exactly, and the import cut off by the kill left all of its days or none of them (one transaction).
import { randomBytes } from 'node:crypto';

/** Days per imported file: enough that a kill can land inside one import's writes. */
const DAYS_PER_IMPORT = 12;
/** Far from the diary writers' dates (from 1990), so no import meets one of their days. */
const FIRST_DAY = Date.UTC(1900, 0, 1);

export function createImportStorm() {
  /** date → the tab as acknowledged. */
  const acked = new Map();
  /** The days of the import whose answer the kill cut off. */
  let unknown = new Map();
  const errors = [];
  let dayCounter = 0;

  function nextFile() {
    const days = new Map();
    for (let i = 0; i < DAYS_PER_IMPORT; i++) {
      const date = new Date(FIRST_DAY + dayCounter++ * 86_400_000).toISOString().slice(0, 10);
      days.set(date, { title: `Imported ${date}`, content: `<p>${randomBytes(12).toString('hex')}</p>`, tags: [] });
    }
    const file = {
      format: 'baseline-export',
      version: 1,
      exportedAt: new Date().toISOString(),
      range: { from: null, to: null },
      days: [...days].map(([date, tab]) => ({
        date,
        createdAt: 1,
        updatedAt: 1,
        tabs: [{ title: tab.title, html: tab.content, tags: tab.tags, mentions: [], image: null }],
      })),
      playerNotes: [],
      labels: [],
      templates: [],
    };
    return { days, body: JSON.stringify(file) };
  }

  /** Imports until the connection fails (the server was killed). */
  async function run(baseUrl, token) {
    unknown = new Map();
    for (;;) {
      const { days, body } = nextFile();
      let res;
      try {
        res = await fetch(`${baseUrl}/api/import?existing=skip`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body,
        });
        await res.arrayBuffer();
      } catch {
        unknown = days;
        return;
      }
      if (res.status === 200) for (const [date, tab] of days) acked.set(date, tab);
      // 503 (the database busy) is a refusal; anything else is a bug of the server or of this script.
      else if (res.status !== 503) errors.push(`import answered ${res.status}`);
    }
  }

  /** Acknowledged imports exactly; the cut-off import all of its days or none. */
  async function verify(readDay) {
    const problems = [...errors];
    errors.length = 0;
    for (const [date, tab] of acked) {
      const day = await readDay(date);
      if (!isOnly(day, tab)) problems.push(`imported ${date}: acknowledged, read back ${JSON.stringify(day.notes)}`);
    }
    const found = [];
    for (const [date, tab] of unknown) {
      const day = await readDay(date);
      if (isOnly(day, tab)) found.push(date);
      else if (day.notes.length > 0) problems.push(`imported ${date}: cut off, read back ${JSON.stringify(day.notes)}`);
    }
    if (found.length > 0 && found.length < unknown.size) {
      problems.push(`an import cut off by the kill left ${found.length} of its ${unknown.size} days`);
    }
    if (found.length === unknown.size) for (const [date, tab] of unknown) acked.set(date, tab);
    unknown = new Map();
    return problems;
  }

  return { run, verify, count: () => acked.size };
}

function isOnly(day, tab) {
  return (
    day.notes.length === 1 &&
    day.notes[0].title === tab.title &&
    day.notes[0].content === tab.content &&
    day.notes[0].tags.length === 0
  );
}
