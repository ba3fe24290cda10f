/**
 * Password and pay-password hashing with node's scrypt: random salt per secret, parameters
 * stored with the hash so they can be raised later, constant-time comparison.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** N=2^15, r=8: ~32 MiB and tens of milliseconds per hash on our machines. */
const PARAMS = { N: 32768, r: 8, p: 1 } as const;
const MAX_MEMORY = 64 * 1024 * 1024;
/** Longer input is refused before hashing (the UI caps at 16-20 characters anyway). */
const MAX_SECRET_LENGTH = 256;

function scrypt(secret: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(secret.normalize('NFC'), salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Format: scrypt$N$r$p$salt$hash (base64url). */
export async function hashSecret(secret: string): Promise<string> {
  if (secret.length > MAX_SECRET_LENGTH) throw new RangeError('secret too long');
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(secret, salt, KEY_LENGTH, { ...PARAMS, maxmem: MAX_MEMORY });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifySecret(secret: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored || secret.length > MAX_SECRET_LENGTH) return false;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  const actual = await scrypt(secret, salt, expected.length, { N, r, p, maxmem: MAX_MEMORY });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
