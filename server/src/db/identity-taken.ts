import { usernameKey, usernameSkeleton, type IdentityTaken } from '../lib/identity.js';
import type { Database } from './database.js';

/**
 * Which of the name (a look-alike of it counts) and the address the accounts hold, or the pending registration
 * requests: a new name or address may take neither's.
 */
export async function identityTaken(
  db: Database,
  holders: 'accounts' | 'pending-requests',
  username: string,
  email: string,
): Promise<IdentityTaken> {
  const key = usernameKey(username);
  const skeleton = usernameSkeleton(username);
  const rows = await db
    .selectFrom(holders === 'accounts' ? 'users' : 'registrationRequests')
    .select(['usernameKey', 'usernameSkeleton', 'email'])
    .$if(holders === 'pending-requests', (query) => query.where('status', '=', 'pending'))
    .where((eb) => eb.or([eb('usernameKey', '=', key), eb('usernameSkeleton', '=', skeleton), eb('email', '=', email)]))
    .execute();
  return {
    username: rows.some((row) => row.usernameKey === key || row.usernameSkeleton === skeleton),
    email: rows.some((row) => row.email === email),
  };
}
