/**
 * Password and pay-password hashing with node's scrypt: random salt per secret, parameters
 * stored with the hash so they can be raised later (a login with an older hash rehashes it),
 * constant-time comparison.
 *
 * scrypt runs on libuv's thread pool (4 threads by default), which static files, compression and
 * DNS share, and each run takes a good fraction of a second of CPU. So every run in the process
 * passes one gate: at most HASH_RUNNING at once, at most HASH_WAITING in line; beyond that the
 * call is answered 服务器繁忙 at once (code 503) instead of queueing without end. The event-loop
 * load shedding cannot see this backlog: the loop stays idle while the pool is saturated.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { busy } from '../../lib/errors.ts';
import { BoundedSemaphore } from '../../lib/semaphore.ts';

const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/**
 * OWASP's scrypt recommendation, in its 32 MiB form: N=2^15, r=8, p=3 (as strong as N=2^17, p=1,
 * at a quarter of the memory, which matters with several hashes in flight).
 */
export const SCRYPT_PARAMS = { N: 32768, r: 8, p: 3 } as const;
let params: { N: number; r: number; p: number } = SCRYPT_PARAMS;
const MAX_MEMORY = 64 * 1024 * 1024;
/** Longer input is refused before hashing (the UI caps at 16-20 characters anyway). */
const MAX_SECRET_LENGTH = 256;

/**
 * Tests only: cheaper hashes so suites that register hundreds of members stay fast. The server
 * never calls it; the default parameters are pinned by their own test.
 */
export function useCheapHashesForTests(): void {
  params = { N: 1024, r: 8, p: 1 };
}

/** Half the default pool: the other threads stay free for files, compression and DNS. */
export const HASH_RUNNING = 2;
/** About three seconds of work at today's parameters: a login or registration still answers in time. */
export const HASH_WAITING = 32;
const gate = new BoundedSemaphore(HASH_RUNNING, HASH_WAITING, busy);
let runs = 0;

/** Tests only: a smaller gate, to fill it; no arguments restores the server's. */
export function resizeHashGateForTests(running = HASH_RUNNING, waiting = HASH_WAITING): void {
  gate.resize(running, waiting);
}

/** Tests only: scrypt runs started in this process (a refusal before any hashing adds none). */
export function scryptRuns(): number {
  return runs;
}

function scrypt(secret: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return gate.run(
    () =>
      new Promise((resolve, reject) => {
        runs++;
        scryptCb(secret.normalize('NFC'), salt, keylen, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** Format: scrypt$N$r$p$salt$hash (base64url). */
export async function hashSecret(secret: string): Promise<string> {
  if (secret.length > MAX_SECRET_LENGTH) throw new RangeError('secret too long');
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(secret, salt, KEY_LENGTH, { ...params, maxmem: MAX_MEMORY });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export interface PasswordCheck {
  ok: boolean;
  /** Right, but hashed with other parameters than today's: store a new hash. */
  needsRehash: boolean;
}

export async function verifyPassword(secret: string, stored: string | null | undefined): Promise<PasswordCheck> {
  const refused = { ok: false, needsRehash: false };
  if (!stored || secret.length > MAX_SECRET_LENGTH) return refused;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return refused;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  const actual = await scrypt(secret, salt, expected.length, { N, r, p, maxmem: MAX_MEMORY });
  const ok = actual.length === expected.length && timingSafeEqual(actual, expected);
  return { ok, needsRehash: ok && (N !== params.N || r !== params.r || p !== params.p) };
}

export async function verifySecret(secret: string, stored: string | null | undefined): Promise<boolean> {
  return (await verifyPassword(secret, stored)).ok;
}
