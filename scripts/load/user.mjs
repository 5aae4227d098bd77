// One simulated user: a loop of what a member does in the app, keeping the last content the server
// acknowledged for every diary day and player note, so that each later read (and the final check) can
// insist on reading it back exactly.
import { call } from './http.mjs';
import { login } from './setup.mjs';

const DATES = ['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05', '2026-10-06'];
const TAGS = ['serve', 'return', 'footwork', 'tactics'];
const PLAYERS = ['P1', 'P2', 'P3', 'P4'];
/** Not a tournament of any source: the draw is a 404 the script asks for. */
const MISSING_TOURNAMENT = 'NOSUCHEVENT';

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const sameJson = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** Actions and their weights: mostly reading and saving the diary, as members use the app. */
const ACTIONS = [
  ['diary: read day', 25, readDay],
  ['diary: save day', 20, saveDay],
  ['diary: stale save (409)', 2, staleSave],
  ['diary: search tag', 10, searchTag],
  ['tennis: tournaments', 8, tournaments],
  ['tennis: draw', 12, draw],
  ['tennis: missing draw (404)', 1, missingDraw],
  ['notes: save', 12, saveNote],
  ['notes: read', 9, readNote],
  ['login', 1, relogin],
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, [, weight]) => sum + weight, 0);

function nextAction() {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const action of ACTIONS) {
    roll -= action[1];
    if (roll < 0) return action;
  }
  return ACTIONS[0];
}

/** Runs the user's loop until `deadline` (epoch ms). `shared.tournaments` is the list once anyone read it. */
export async function runUser(context, user, deadline) {
  user.days ??= new Map();
  user.notes ??= new Map();
  user.saves ??= 0;
  // Keys whose write got no answer or a 5xx (already a failure of the run): the server may still apply such
  // a write later, so nothing read from them proves anything and the user leaves them alone.
  user.abandoned ??= new Set();
  while (Date.now() < deadline) {
    const [name, , action] = nextAction();
    await action(context, user, name);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * context.thinkMs));
  }
}

function request(context, user, action, options) {
  return call(context.recorder, action, { baseUrl: context.baseUrl, token: user.token, ip: user.ip, ...options });
}

function mismatch(context, user, what, expected, actual) {
  context.recorder.problems.push(
    `${user.username} ${what}: acknowledged ${JSON.stringify(expected)}, read back ${JSON.stringify(actual)}`,
  );
}

/** Compares a day read from the server with the last acknowledged save, or adopts it when unknown. */
function checkDay(context, user, date, day) {
  const known = user.days.get(date);
  if (user.abandoned.has(`day:${date}`)) return;
  if (!sameJson(day, { date, notes: known?.notes ?? [], version: known?.version ?? 0 })) {
    mismatch(context, user, `diary ${date}`, known ?? 'nothing', day);
  }
}

function abandon(user, key) {
  user.abandoned.add(key);
  const [kind, name] = key.split(/:(.*)/s);
  (kind === 'day' ? user.days : user.notes).delete(name);
}

async function readDay(context, user, action, date = pick(DATES)) {
  const { status, body } = await request(context, user, action, { path: `/api/diary?date=${date}` });
  if (status === 200) checkDay(context, user, date, body);
}

async function saveDay(context, user, action) {
  const date = pick(DATES);
  if (user.abandoned.has(`day:${date}`)) return;
  const saves = (user.saves += 1);
  const notes = [
    { title: `Practice ${saves}`, content: `<p>${user.username} save ${saves}</p>`, tags: [pick(TAGS)], image: null },
  ];
  if (Math.random() < 0.3)
    notes.push({ title: 'Match', content: '<p>second tab</p>', tags: [pick(TAGS)], image: null });
  const baseVersion = user.days.get(date)?.version ?? 0;
  const { status, body } = await request(context, user, action, {
    method: 'POST',
    path: '/api/diary',
    body: { date, notes: notes.map(({ title, content, tags }) => ({ title, content, tags })), baseVersion },
  });
  if (status === 200) user.days.set(date, { notes, version: body.version });
  else if (status === 0 || status >= 500) abandon(user, `day:${date}`);
}

/** A save from a stale copy of a day, as from a second device: 409 with the current day unchanged. */
async function staleSave(context, user, action) {
  const [date, known] = [...user.days].find(([, day]) => day.version > 0) ?? [];
  if (!known) return;
  const { status, body } = await request(context, user, action, {
    method: 'POST',
    path: '/api/diary',
    body: { date, notes: [{ title: 'Stale', content: '<p>stale</p>', tags: [] }], baseVersion: known.version - 1 },
    expect: [409],
  });
  if (status === 409) checkDay(context, user, date, body.current);
  else abandon(user, `day:${date}`);
}

async function searchTag(context, user, action) {
  const tag = pick(TAGS);
  const { status, body } = await request(context, user, action, { path: `/api/diary/search?tag=${tag}` });
  if (status !== 200 || [...user.abandoned].some((key) => key.startsWith('day:'))) return;
  const expected = [...user.days]
    .filter(([, day]) => day.notes.some((tab) => tab.tags.includes(tag)))
    .map(([date]) => date)
    .sort();
  const found = body.map((entry) => entry.date).sort();
  if (!sameJson(found, expected)) mismatch(context, user, `search "${tag}"`, expected, found);
}

async function tournaments(context, user, action) {
  const { status, body } = await request(context, user, action, { path: '/api/atp/tournaments' });
  if (status === 200 && body.length > 0) context.shared.tournaments = body;
}

async function draw(context, user, action) {
  const list = context.shared.tournaments;
  if (!list) return tournaments(context, user, 'tennis: tournaments');
  const { TournamentYear, TournamentId } = pick(list);
  const path = `/api/atp/draws/${TournamentYear}/${TournamentId}`;
  // A tournament whose draw is not made yet (or a team event) answers the documented 404 "No draw
  // available", as it does to a member who opens it. A draw that was there never goes missing under load
  // (one can appear when the demo season's day turns).
  const { status, body } = await request(context, user, action, { path, expect: [200, 404] });
  if (status === 404 && body?.error !== 'No draw available') {
    context.recorder.problems.push(`${action}: ${path} answered 404 ${JSON.stringify(body)}`);
  }
  if (status === 404 && context.shared.drawsSeen.has(path)) {
    context.recorder.problems.push(`${action}: ${path} answered 200, then 404`);
  }
  if (status === 200) context.shared.drawsSeen.add(path);
}

async function missingDraw(context, user, action) {
  await request(context, user, action, { path: `/api/atp/draws/2026/${MISSING_TOURNAMENT}`, expect: [404] });
}

function noteKey(context) {
  const tournament = context.shared.tournaments ? pick(context.shared.tournaments).TournamentId : '422';
  return `${tournament}/${pick(PLAYERS)}`;
}

async function saveNote(context, user, action) {
  const key = noteKey(context);
  if (user.abandoned.has(`note:${key}`)) return;
  // Now and then a note is emptied, which deletes it: it then reads back as ''.
  const note = Math.random() < 0.1 ? '' : `${user.username} on ${key}, note ${(user.saves += 1)}`;
  const { status, body } = await request(context, user, action, {
    method: 'POST',
    path: `/api/player-notes/${key}`,
    body: { note, tournamentYear: 2026 },
  });
  if (status === 200) {
    user.notes.set(key, note);
    if (body.note !== note) mismatch(context, user, `note ${key} (save answer)`, note, body.note);
  } else if (status === 0 || status >= 500) abandon(user, `note:${key}`);
}

export async function readNote(
  context,
  user,
  action,
  key = [...user.notes.keys()].length > 0 ? pick([...user.notes.keys()]) : noteKey(context),
) {
  // The note of the edition it was written at: without a year the server reads the newest edition it lists.
  const { status, body } = await request(context, user, action, { path: `/api/player-notes/${key}?year=2026` });
  if (status !== 200) return;
  const known = user.notes.get(key);
  if (user.abandoned.has(`note:${key}`)) return;
  if (body.note !== (known ?? '')) mismatch(context, user, `note ${key}`, known ?? '', body.note);
}

/** Logging in again, now and then: argon2 is slow by design, so members keep their token meanwhile. */
async function relogin(context, user) {
  const token = await login(context.recorder, context.baseUrl, user).catch(() => undefined);
  if (token) user.token = token;
}

/** After the run: every day and note the server acknowledged must read back exactly. */
export async function verifyUser(context, user) {
  for (const date of user.days.keys()) await readDay(context, user, 'verify: diary day', date);
  for (const key of user.notes.keys()) await readNote(context, user, 'verify: player note', key);
}
