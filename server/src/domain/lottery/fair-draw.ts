/**
 * The provably fair draw of docs/LOTTERY.md, step by step. Anyone holding the revealed seed can
 * recompute a result, so this file must never drift from that page (the PWA's verify view ports
 * it to Web Crypto and checks the same test vector).
 *
 *   commitment = hex(SHA-256(seed))                      published before the round opens
 *   stream     = HMAC-SHA256(seed, "<lottery>:<expect>:<i>") for i = 0, 1, 2 … concatenated
 *   uniform(n) = next byte b; reject while b ≥ 256 − (256 mod n); else b mod n
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

export const SEED_BYTES = 32;
/** Type 2: three digits 0–9. */
export const DIGIT_COUNT = 3;
/** Type 1: six normal numbers and a special out of 1–49. */
export const BALL_MAX = 49;
export const NORMAL_COUNT = 6;

/** A fresh secret seed from the operating system's CSPRNG. */
export function newSeed(): Buffer {
  return randomBytes(SEED_BYTES);
}

/** The commitment published before betting: lower-case hex SHA-256 of the seed bytes. */
export function commitmentOf(seed: Uint8Array): string {
  return createHash('sha256').update(seed).digest('hex');
}

export function seedFromHex(hex: string): Buffer {
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error('a seed is 64 lower-case hex digits');
  return Buffer.from(hex, 'hex');
}

/**
 * Reads the HMAC byte stream one byte at a time, computing blocks only as they are needed
 * (a draw almost always uses the first block; rejections may reach the next).
 */
export class DrawStream {
  private block: Buffer = Buffer.alloc(0);
  private offset = 0;
  private counter = 0;

  constructor(
    private readonly seed: Uint8Array,
    private readonly lotteryId: number,
    private readonly expect: string,
  ) {}

  nextByte(): number {
    if (this.offset >= this.block.length) {
      const message = `${this.lotteryId}:${this.expect}:${this.counter++}`;
      this.block = createHmac('sha256', this.seed).update(message, 'utf8').digest();
      this.offset = 0;
    }
    return this.block[this.offset++]!;
  }

  /** A uniform integer in [0, n), n in 1..256, without modulo bias. */
  uniform(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 256) throw new RangeError(`uniform(n) needs 1 ≤ n ≤ 256, got ${n}`);
    const limit = 256 - (256 % n);
    for (;;) {
      const b = this.nextByte();
      if (b < limit) return b % n;
    }
  }
}

/** Type 2: the three digits a, b, c in the order drawn. */
export function drawDigits(seed: Uint8Array, lotteryId: number, expect: string): number[] {
  const stream = new DrawStream(seed, lotteryId, expect);
  return Array.from({ length: DIGIT_COUNT }, () => stream.uniform(10));
}

export interface BallsDraw {
  /** The six normal numbers, in the order drawn. */
  normals: number[];
  special: number;
}

/** Type 1: seven distinct numbers taken out of the pool 1–49; the seventh is the special. */
export function drawBalls(seed: Uint8Array, lotteryId: number, expect: string): BallsDraw {
  const stream = new DrawStream(seed, lotteryId, expect);
  const pool = Array.from({ length: BALL_MAX }, (_, i) => i + 1);
  const taken: number[] = [];
  for (let k = 0; k <= NORMAL_COUNT; k++) {
    const j = stream.uniform(pool.length);
    taken.push(pool.splice(j, 1)[0]!);
  }
  return { normals: taken.slice(0, NORMAL_COUNT), special: taken[NORMAL_COUNT]! };
}
