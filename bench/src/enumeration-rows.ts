import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../server/src/db/database.js';
import { insertUser } from '../../server/src/features/users/users.repo.js';
import { hashPassword } from '../../server/src/features/auth/passwords.js';
import { fixed, median, type Row } from './report.js';
import { PASSWORD } from './seed.js';

/**
 * Whether an outsider timing the answers could tell an existing account from none, measured here rather than in
 * `npm test`, where the machine's other work decided it (server/test/security/enumeration.test.ts checks the
 * causes instead: the same argon2 verification, nothing looked up before the forgot-password answer, no wait for
 * mail). Pairs of requests take turns, so what else the machine does slows both alike; medians of each.
 */
const TRIES = 30;
/** Each wrong password goes to a member of its own: an account locks after 10 failures. */
const LOGIN_TRIES = 12;
/** Untimed rest after each request: work a route leaves for after its answer must not land in the next one's time. */
const SETTLE_MS = 5;

export interface EnumerationMember {
  username: string;
  email: string;
}

/** An admin (so a new registration request mails someone) and members to knock on, sharing one password hash. */
export async function seedEnumerationMembers(db: Database, prefix: string): Promise<EnumerationMember[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const members: EnumerationMember[] = [];
  for (let n = 0; n <= TRIES; n += 1) {
    const username = `${prefix}${n === 0 ? 'admin' : n}`;
    const email = `${username}@bench.test`;
    await insertUser(db, {
      id: randomUUID(),
      username,
      email,
      passwordHash,
      isAdmin: n === 0,
      mustChangePassword: false,
      createdAt: Date.now(),
    });
    if (n > 0) members.push({ username, email });
  }
  return members;
}

/** Login, forgot-password and registration: an existing account against none, on a server trusting X-Forwarded-For. */
export async function enumerationRows(url: string, members: EnumerationMember[], dialect: string): Promise<Row[]> {
  let client = 0;
  const post = async (route: string, body: object) => {
    client += 1;
    const answer = await fetch(`${url}/api/auth/${route}`, {
      method: 'POST',
      // Each request from an address of its own, so only the per-account rules apply.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${client >> 8}.${client & 255}` },
      body: JSON.stringify(body),
    });
    await answer.arrayBuffer();
    return answer.status;
  };
  const member = (n: number): EnumerationMember => members[n % members.length] as EnumerationMember;
  const wrongPassword = 'not the password';
  return [
    row(
      `Enumeration timing, ${dialect}: login of a member with a wrong password / of nobody`,
      await medians(
        LOGIN_TRIES,
        (n) => post('login', { username: member(n).username, password: wrongPassword }),
        (n) => post('login', { username: `nobody${n}`, password: wrongPassword }),
      ),
    ),
    row(
      `Enumeration timing, ${dialect}: forgot-password of a member's address / of nobody's`,
      await medians(
        TRIES,
        (n) => post('forgot-password', { email: member(n).email }),
        (n) => post('forgot-password', { email: `nobody${n}@bench.test` }),
      ),
    ),
    row(
      `Enumeration timing, ${dialect}: registration request with a member's name / a new one`,
      await medians(
        TRIES,
        (n) => post('register-request', { username: member(n).username, email: `taken${n}@bench.test` }),
        (n) => post('register-request', { username: `fresh${n}`, email: `fresh${n}@bench.test` }),
      ),
    ),
  ];
}

/** The median duration (ms) of each kind of request, taking turns; a request answering 5xx or 429 fails the bench. */
async function medians(
  tries: number,
  first: (n: number) => Promise<number>,
  second: (n: number) => Promise<number>,
): Promise<[number, number]> {
  const times: [number[], number[]] = [[], []];
  for (let n = 0; n < tries; n += 1) {
    for (const [index, run] of [first, second].entries()) {
      const start = performance.now();
      const status = await run(n);
      times[index]?.push(performance.now() - start);
      if (status >= 500 || status === 429) throw new Error(`enumeration timing: a request answered ${status}`);
      await sleep(SETTLE_MS);
    }
  }
  return [median(times[0]), median(times[1])];
}

/** The target the tests held before they stopped timing: the slower at most 1.5 times the faster, plus 2 ms. */
function row(name: string, [existing, none]: [number, number]): Row {
  return {
    name,
    value: `${fixed(existing)} / ${fixed(none)} ms`,
    target: '<= 1.5x + 2 ms',
    pass: Math.max(existing, none) <= 1.5 * Math.min(existing, none) + 2,
    note: 'medians, requests taking turns',
  };
}
