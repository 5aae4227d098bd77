import type { RecoveryCodes, TwoFactorSetup } from '@baseline/contract';
import { Secret, TOTP } from 'otpauth';
import type { TestApp } from '../../../../test/build-app.js';
import { DEFAULT_PASSWORD } from '../../../../test/factories.js';

/** The code an authenticator app shows for this secret at this time, computed by the same library apps follow. */
export function totpCode(secret: string, time: number): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: time,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
}

/** Start of the next 30-second step after `time`: a code made there is new to the server. */
export function nextStep(time: number): number {
  return (Math.floor(time / 30_000) + 1) * 30_000;
}

/** Turns two-factor authentication on through the API, as a user would with their app. */
export async function enableTwoFactor(
  t: TestApp,
  headers: Record<string, string>,
  time: number,
  password = DEFAULT_PASSWORD,
) {
  const setup = await t.app.inject({ method: 'POST', url: '/api/two-factor/setup', headers, payload: { password } });
  if (setup.statusCode !== 200) throw new Error(`setup answered ${setup.statusCode}: ${setup.body}`);
  const { secret } = setup.json<TwoFactorSetup>();
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/two-factor/confirm',
    headers,
    payload: { password, code: totpCode(secret, time) },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm answered ${confirm.statusCode}: ${confirm.body}`);
  return { secret, recoveryCodes: confirm.json<RecoveryCodes>().recoveryCodes };
}
