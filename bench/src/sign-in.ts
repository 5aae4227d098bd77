import { PASSWORD } from './seed.js';

/**
 * A bench member's token, logged in as the app does. The address varies with the name, so a server that trusts
 * X-Forwarded-For (the SQLite rows' servers) counts each member's logins apart; others ignore it.
 */
export async function signIn(url: string, username: string): Promise<string> {
  const answer = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${username.length}` },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const body = (await answer.json()) as { token?: string };
  if (!body.token) throw new Error(`login as ${username} answered ${answer.status}: ${JSON.stringify(body)}`);
  return body.token;
}
