// The mentions of the crash test's storm (issue 18): players and tournaments the server knows, named in the
// writers' tabs, and the check that the mentions index holds exactly what the stored notes mention.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../ensure-deps.mjs';

const { Parser } = createRequire(path.join(root, 'server', 'package.json'))('htmlparser2');

/**
 * Players and tournaments to mention, from the suggestion route. Its first answer reads the demo's current
 * season into the players table (a few seconds, before any kill), so the saves never wait for that.
 */
export async function mentionTargets(baseUrl, token) {
  const targets = new Map();
  for (const q of ['a', 'e', 'o']) {
    const res = await fetch(`${baseUrl}/api/mentions/suggestions?q=${q}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status !== 200) throw new Error(`GET /api/mentions/suggestions?q=${q} answered ${res.status}`);
    for (const { kind, id, label } of (await res.json()).suggestions) targets.set(`${kind}:${id}`, { kind, id, label });
  }
  if (![...targets.values()].some((target) => target.kind === 'player')) throw new Error('no player to mention');
  return [...targets.values()];
}

/** A mention as the editor writes it and the server stores it. */
export function mentionHtml({ kind, id, label }) {
  return `<span data-kind="${kind}" data-id="${id}" data-label="${label}">@${label}</span>`;
}

/** Where the index and the stored notes disagree: a mention of a note missing from the index, or one too many. */
export function mentionIndexProblems(db) {
  const expected = new Set();
  const notes = db
    .prepare(
      'select n.id, n.entry_id, e.user_id, e.date, n.content from diary_notes n join diary_entries e on e.id = n.entry_id',
    )
    .all();
  for (const note of notes) {
    for (const { kind, id } of mentionsIn(note.content)) {
      expected.add([note.id, note.entry_id, note.user_id, note.date, kind, id].join(' '));
    }
  }
  const indexed = new Set(
    db
      .prepare('select note_id, entry_id, user_id, date, kind, target_id from diary_mentions')
      .all()
      .map((row) => [row.note_id, row.entry_id, row.user_id, row.date, row.kind, row.target_id].join(' ')),
  );
  return [
    ...[...expected].filter((row) => !indexed.has(row)).map((row) => `a stored mention missing from the index: ${row}`),
    ...[...indexed].filter((row) => !expected.has(row)).map((row) => `an indexed mention no stored note holds: ${row}`),
  ];
}

/** The (kind, id) of each mention in a stored note: its spans are the sanitiser's, always in the one form. */
function mentionsIn(html) {
  const found = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'span' && attributes['data-kind'] && attributes['data-id']) {
        found.push({ kind: attributes['data-kind'], id: attributes['data-id'] });
      }
    },
  });
  parser.write(html);
  parser.end();
  return found;
}
