/**
 * The verify view's recomputation of docs/LOTTERY.md 'Provably fair draw', in Web Crypto:
 *   hash   = hex(SHA-256(seed bytes))                       (the commitment published before the round)
 *   stream = HMAC-SHA256(key = seed, "<lottery_id>:<expect>:<i>"), i = 0, 1, 2 … concatenated
 *   uniform(n): next byte b; rejected while b ≥ 256 − (256 mod n); else b mod n
 *   type 2: three uniform(10) digits; type 1: seven picks out of the pool 1–49, the 7th is the special.
 * It must match the server (server/src/domain/lottery/fair-draw.ts) byte for byte; the test
 * vector of docs/LOTTERY.md holds both.
 */
import type { LotteryType } from '@/lib/api/types';

/** Web Crypto is only there in secure contexts (https, localhost). */
export function defaultSubtle(): SubtleCrypto | null {
  return typeof globalThis.crypto !== 'undefined' && globalThis.crypto.subtle ? globalThis.crypto.subtle : null;
}

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^([0-9a-f]{2})+$/i.test(hex)) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function bytesToHex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}

export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>, subtle: SubtleCrypto): Promise<string> {
  return bytesToHex(await subtle.digest('SHA-256', bytes));
}

/** The HMAC byte stream of one round, one 32-byte block at a time, computed on demand. */
export class DrawStream {
  private block = new Uint8Array(0);
  private offset = 0;
  private counter = 0;
  private key: Promise<CryptoKey>;
  private readonly encoder = new TextEncoder();

  constructor(
    private readonly subtle: SubtleCrypto,
    seed: Uint8Array<ArrayBuffer>,
    private readonly lotteryId: number,
    private readonly expect: string,
  ) {
    this.key = subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  }

  async nextByte(): Promise<number> {
    if (this.offset >= this.block.length) {
      const message = this.encoder.encode(`${this.lotteryId}:${this.expect}:${this.counter++}`);
      this.block = new Uint8Array(await this.subtle.sign('HMAC', await this.key, message));
      this.offset = 0;
    }
    return this.block[this.offset++];
  }

  /** Uniform in [0, n) for 1 ≤ n ≤ 256, by rejection (no modulo bias). */
  async uniform(n: number): Promise<number> {
    const limit = 256 - (256 % n);
    for (;;) {
      const b = await this.nextByte();
      if (b < limit) return b % n;
    }
  }
}

export interface RecomputedDraw {
  numbers: number[];
  special: number | null;
}

export async function recomputeDraw(
  subtle: SubtleCrypto,
  seed: Uint8Array<ArrayBuffer>,
  lotteryId: number,
  expect: string,
  type: LotteryType,
): Promise<RecomputedDraw> {
  const stream = new DrawStream(subtle, seed, lotteryId, expect);
  if (type === 2) {
    const digits: number[] = [];
    for (let k = 0; k < 3; k++) digits.push(await stream.uniform(10));
    return { numbers: digits, special: null };
  }
  const pool = Array.from({ length: 49 }, (_, i) => i + 1);
  const taken: number[] = [];
  for (let k = 0; k < 7; k++) {
    const j = await stream.uniform(pool.length);
    taken.push(pool.splice(j, 1)[0]);
  }
  return { numbers: taken.slice(0, 6), special: taken[6] };
}

export interface VerifyInput {
  lotteryId: number;
  type: LotteryType;
  expect: string;
  hash: string | null;
  seed: string | null;
  /** The stored result. */
  numbers: number[];
  special: number | null;
}

export type Verification =
  | { status: 'notRevealed' }
  | { status: 'unsupported' }
  | {
      status: 'passed' | 'failed';
      /** SHA-256 of the revealed seed, as computed here. */
      computedHash: string;
      hashMatches: boolean;
      recomputed: RecomputedDraw;
      numbersMatch: boolean;
    };

const sameList = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Checks SHA-256(seed) against the commitment and recomputes the numbers from the seed. */
export async function verifyDraw(
  input: VerifyInput,
  subtle: SubtleCrypto | null = defaultSubtle(),
): Promise<Verification> {
  const seed = input.seed ? hexToBytes(input.seed) : null;
  if (!seed || !input.hash) return { status: 'notRevealed' };
  if (!subtle) return { status: 'unsupported' };
  const computedHash = await sha256Hex(seed, subtle);
  const recomputed = await recomputeDraw(subtle, seed, input.lotteryId, input.expect, input.type);
  const hashMatches = computedHash === input.hash.toLowerCase();
  const numbersMatch = sameList(recomputed.numbers, input.numbers) && recomputed.special === input.special;
  return {
    status: hashMatches && numbersMatch ? 'passed' : 'failed',
    computedHash,
    hashMatches,
    recomputed,
    numbersMatch,
  };
}
