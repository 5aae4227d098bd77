import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@baseline/contract';

/**
 * TOTP secrets are encrypted at rest with AES-256-GCM, under a key derived from the JWT secret: a copy of
 * the database alone does not let anyone make codes. Changing JWT_SECRET therefore ends every enrolment.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const VERSION = 'v1';

export function createSecretBox(jwtSecret: Uint8Array): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, Buffer.alloc(0), 'baseline two-factor secret', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, ...[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || !body) {
        throw new Error('Unreadable two-factor secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

/** No 0/o, 1/l/i: a code copied by hand from paper is read back right. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;
const RECOVERY_CODE_PATTERN = new RegExp(`^[${RECOVERY_ALPHABET}]{${GROUPS * GROUP_LENGTH}}$`);

/** Ten codes of 12 characters from 31 (about 59 bits each), written `xxxx-xxxx-xxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: GROUPS }, () =>
      Array.from({ length: GROUP_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''),
    ).join('-'),
  );
}

/** The code as typed, without case, spaces or dashes; undefined when it cannot be a recovery code. */
export function normalisedRecoveryCode(typed: string): string | undefined {
  const code = typed.replace(/[\s-]/g, '').toLowerCase();
  return RECOVERY_CODE_PATTERN.test(code) ? code : undefined;
}

/** SHA-256 is enough: the codes are random and long, so there is nothing for a slow hash to protect. */
export function hashRecoveryCode(normalised: string): string {
  return createHash('sha256').update(normalised).digest('hex');
}
