// The search index's part of the crash test (issue 19): a writer of player notes (written, rewritten and
// emptied, which deletes them) beside the diary's, and the check that after every kill the index is exactly
// the notes: one search_documents row per diary tab, player note and chart, none over, and FTS5 agreeing with it.

/** Player notes, written and emptied in turn, until the connection fails (the server was killed). */
export async function runPlayerNoteWriter({ baseUrl, token, targets, errors }) {
  const players = targets.filter((target) => target.kind === 'player').slice(0, 8);
  const tournament = targets.find((target) => target.kind === 'tournament');
  if (!tournament) throw new Error('no tournament to write player notes at');
  for (let sequence = 0; ; sequence++) {
    const player = players[sequence % players.length];
    // Every third write empties the note: the player note and its search row go.
    const note = sequence % 3 === 2 ? '' : `Crash ${sequence}: serves wide to ${player.label}`;
    let res;
    try {
      res = await fetch(`${baseUrl}/api/player-notes/${tournament.id}/${player.id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ note }),
      });
      await res.arrayBuffer();
    } catch {
      return;
    }
    // 503 (the database busy) is a refusal; anything else is a bug of the server or of this script.
    if (res.status !== 200 && res.status !== 503) errors.push(`player note write answered ${res.status}`);
  }
}

/**
 * Where the index and the notes disagree: a tab or player note without exactly one row, a row of no note (or
 * one whose title is not its tab's), and FTS5's own check of its index against the rows. `db` must be
 * writable: the check is run as an insert (it writes nothing).
 */
export function searchIndexProblems(db) {
  const problems = [];
  const count = (query) => db.prepare(query).get().n;
  const tabsWithout = count(`select count(*) as n from diary_notes n
    where (select count(*) from search_documents d where d.note_id = n.id) <> 1`);
  if (tabsWithout > 0) problems.push(`${tabsWithout} diary tabs without exactly one search row`);
  const notesWithout = count(`select count(*) as n from player_notes p
    where (select count(*) from search_documents d where d.user_id = p.user_id
      and d.tournament_id = p.tournament_id and d.player_id = p.player_id) <> 1`);
  if (notesWithout > 0) problems.push(`${notesWithout} player notes without exactly one search row`);
  const chartsWithout = count(`select count(*) as n from charts c
    where (select count(*) from search_documents d where d.user_id = c.user_id and d.chart_id = c.id) <> 1`);
  if (chartsWithout > 0) problems.push(`${chartsWithout} charts without exactly one search row`);
  const orphans = count(`select count(*) as n from search_documents d where case d.kind
    when 'diary' then not exists (select 1 from diary_notes n where n.id = d.note_id and n.title = d.title)
    when 'chart' then not exists (select 1 from charts c where c.user_id = d.user_id and c.id = d.chart_id
      and c.date = d.date)
    else not exists (select 1 from player_notes p where p.user_id = d.user_id
      and p.tournament_id = d.tournament_id and p.player_id = d.player_id and p.note = d.body) end`);
  if (orphans > 0) problems.push(`${orphans} search rows that no note (as stored) has`);
  try {
    db.prepare("insert into search_fts (search_fts) values ('integrity-check')").run();
  } catch (error) {
    problems.push(`FTS5 integrity-check: ${error.message}`);
  }
  return problems;
}

/** How many rows the index holds, for the summary. */
export function searchRowCount(db) {
  return db.prepare('select count(*) as n from search_documents').get().n;
}

/**
 * Where the player notes' history (issue 31) is not what one transaction per save leaves: a version with no text
 * (a blank note is never kept), or a note whose versions skip a number between its oldest and newest.
 */
export function noteHistoryProblems(db) {
  const problems = [];
  const blank = db.prepare(`select count(*) as n from player_note_versions where trim(note) = ''`).get().n;
  if (blank > 0) problems.push(`${blank} player-note versions without text`);
  const gaps = db
    .prepare(
      `select count(*) as n from (select max(version) - min(version) + 1 - count(*) as missing
        from player_note_versions group by user_id, tournament_id, player_id, tournament_year) where missing <> 0`,
    )
    .get().n;
  if (gaps > 0) problems.push(`${gaps} player notes whose history skips a version`);
  return problems;
}

/** How many versions the player notes' history holds, for the summary. */
export function noteVersionCount(db) {
  return db.prepare('select count(*) as n from player_note_versions').get().n;
}
