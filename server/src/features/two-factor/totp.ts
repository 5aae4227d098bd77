import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@baseline/contract';
import { Secret, TOTP } from 'otpauth';
import { lazyModule } from '../../lib/lazy-module.js';

/** Needed only while a member sets two-factor up. */
const loadQrCode = lazyModule('qrcode');

const ISSUER = 'Baseline';

/** 160 random bits, the size RFC 4226 recommends for HMAC-SHA1, in base32 as apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** Six digits, ignoring the spaces some apps show in the middle. */
export function asTotpCode(typed: string): string | undefined {
  const code = typed.replace(/\s/g, '');
  return /^\d{6}$/.test(code) ? code : undefined;
}

/**
 * The time step whose code this is, when it is the code of the current step or of the one before or
 * after (clocks drift, and people type slowly); undefined otherwise.
 */
export function matchingStep(secret: string, code: string, time: number): number | undefined {
  const generator = totp(secret, '');
  const delta = generator.validate({ token: code, timestamp: time, window: 1 });
  return delta === null ? undefined : generator.counter({ timestamp: time }) + delta;
}

/** The `otpauth://` address an authenticator app reads, and the same drawn as a QR code (an SVG data URL). */
export async function enrolmentUri(secret: string, username: string): Promise<{ uri: string; qrCodeDataUrl: string }> {
  const uri = totp(secret, username).toString();
  const svg = await loadQrCode().toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}
