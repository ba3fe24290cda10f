/**
 * The provably fair draw (docs/LOTTERY.md): the published test vectors, determinism from seed and
 * round, and chi-square tests at 99 % that the digits, the sums and the 1–49 draws are unbiased.
 * The chi-square runs use seeds derived from a counter, so the test is reproducible.
 */
import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  commitmentOf,
  drawBalls,
  drawDigits,
  DrawStream,
  newSeed,
  seedFromHex,
} from '../src/domain/lottery/fair-draw.ts';

/** The vector docs/LOTTERY.md publishes (the PWA's Web Crypto port checks the same one). */
const VECTOR_SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const VECTOR_HASH = '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd';

function chiSquare(counts: number[], expected: number[]): number {
  return counts.reduce((sum, observed, i) => sum + (observed - expected[i]!) ** 2 / expected[i]!, 0);
}

/** Upper 1 % points of the chi-square distribution. */
const CHI2_99: Record<number, number> = { 9: 21.666, 27: 46.963, 48: 73.683 };

function testSeed(i: number): Buffer {
  return createHash('sha256').update(`chi-square seed ${i}`).digest();
}

describe('fair draw: the published test vector', () => {
  const seed = seedFromHex(VECTOR_SEED);

  it('commits to the seed with its SHA-256', () => {
    assert.equal(commitmentOf(seed), VECTOR_HASH);
  });

  it('streams HMAC-SHA256(seed, "<lottery>:<expect>:<i>")', () => {
    const block = createHmac('sha256', seed).update('1:2984522:0').digest();
    assert.equal(block.toString('hex'), '95535170e5e170d9923f3246e9c67a2818bf0a813b9007f91da1b6b22e0d2a3d');
    const stream = new DrawStream(seed, 1, '2984522');
    assert.deepEqual(
      Array.from({ length: 32 }, () => stream.nextByte()),
      [...block],
    );
    // The 33rd byte is the first byte of block i = 1.
    const next = createHmac('sha256', seed).update('1:2984522:1').digest();
    assert.equal(stream.nextByte(), next[0]);
  });

  it('type 2: lottery 1, expect 2984522 draws 9, 3, 1', () => {
    assert.deepEqual(drawDigits(seed, 1, '2984522'), [9, 3, 1]);
  });

  it('type 2: lottery 1, expect 2984545 rejects the byte 0xfd and draws 5, 0, 0', () => {
    // Stream 37 aa fd f0 …: 0x37 → 5, 0xaa → 0, 0xfd = 253 ≥ 250 rejected, 0xf0 → 0.
    assert.deepEqual(drawDigits(seed, 1, '2984545'), [5, 0, 0]);
  });

  it('type 1: lottery 3, expect 2024001 draws 28,11,44,38,09,15 + 04', () => {
    assert.deepEqual(drawBalls(seed, 3, '2024001'), { normals: [28, 11, 44, 38, 9, 15], special: 4 });
  });

  it('type 1: lottery 3, expect 2024002 rejects 0xfe on the fourth ball and draws 08,44,49,39,14,03 + 28', () => {
    assert.deepEqual(drawBalls(seed, 3, '2024002'), { normals: [8, 44, 49, 39, 14, 3], special: 28 });
  });
});

describe('fair draw: determinism', () => {
  it('the same seed, lottery and expect always give the same result', () => {
    const seed = newSeed();
    assert.deepEqual(drawDigits(seed, 2, '100'), drawDigits(Buffer.from(seed), 2, '100'));
    assert.deepEqual(drawBalls(seed, 4, '100'), drawBalls(Buffer.from(seed), 4, '100'));
  });

  it('the lottery id and the expect are part of the message', () => {
    const seed = seedFromHex(VECTOR_SEED);
    const a = new DrawStream(seed, 1, '2984522');
    const b = new DrawStream(seed, 2, '2984522');
    const c = new DrawStream(seed, 1, '2984523');
    const first = (s: DrawStream) => Array.from({ length: 16 }, () => s.nextByte());
    const fa = first(a);
    assert.notDeepEqual(fa, first(b));
    assert.notDeepEqual(fa, first(c));
  });

  it('seeds come from the CSPRNG: 32 bytes, never repeated', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const seed = newSeed();
      assert.equal(seed.length, 32);
      seen.add(seed.toString('hex'));
    }
    assert.equal(seen.size, 1000);
  });

  it('refuses a malformed seed', () => {
    assert.throws(() => seedFromHex('00'));
    assert.throws(() => seedFromHex(VECTOR_SEED.toUpperCase()));
  });

  it('type 1 numbers are seven distinct values in 1–49', () => {
    for (let i = 0; i < 500; i++) {
      const { normals, special } = drawBalls(testSeed(i), 3, String(i));
      const all = [...normals, special];
      assert.equal(new Set(all).size, 7);
      for (const n of all) assert.ok(Number.isInteger(n) && n >= 1 && n <= 49);
    }
  });
});

describe('fair draw: chi-square at 99 %', () => {
  it('type 2 digits are uniform over 0–9 (each of the three positions)', () => {
    const rounds = 20_000;
    const counts = [0, 1, 2].map(() => new Array<number>(10).fill(0));
    for (let i = 0; i < rounds; i++) {
      drawDigits(testSeed(i), 1, String(3_000_000 + i)).forEach((d, position) => counts[position]![d]!++);
    }
    for (const positionCounts of counts) {
      const chi2 = chiSquare(positionCounts, new Array(10).fill(rounds / 10));
      assert.ok(chi2 < CHI2_99[9]!, `chi-square ${chi2.toFixed(2)} ≥ ${CHI2_99[9]}`);
    }
  });

  it('type 2 sums follow the exact distribution of three digits', () => {
    const rounds = 20_000;
    const ways = new Array<number>(28).fill(0);
    for (let a = 0; a < 10; a++) for (let b = 0; b < 10; b++) for (let c = 0; c < 10; c++) ways[a + b + c]!++;
    const counts = new Array<number>(28).fill(0);
    for (let i = 0; i < rounds; i++) {
      const [a, b, c] = drawDigits(testSeed(i + 1_000_000), 2, String(i));
      counts[a! + b! + c!]!++;
    }
    const chi2 = chiSquare(
      counts,
      ways.map((w) => (rounds * w) / 1000),
    );
    assert.ok(chi2 < CHI2_99[27]!, `chi-square ${chi2.toFixed(2)} ≥ ${CHI2_99[27]}`);
  });

  it('type 1 specials, first balls and all seven balls are uniform over 1–49', () => {
    const rounds = 15_000;
    const special = new Array<number>(49).fill(0);
    const first = new Array<number>(49).fill(0);
    const any = new Array<number>(49).fill(0);
    for (let i = 0; i < rounds; i++) {
      const draw = drawBalls(testSeed(i + 2_000_000), 3, String(2_024_000 + i));
      special[draw.special - 1]!++;
      first[draw.normals[0]! - 1]!++;
      for (const n of [...draw.normals, draw.special]) any[n - 1]!++;
    }
    for (const [name, counts, perRound] of [
      ['special', special, 1],
      ['first', first, 1],
      ['any', any, 7],
    ] as const) {
      const chi2 = chiSquare(counts, new Array(49).fill((rounds * perRound) / 49));
      assert.ok(chi2 < CHI2_99[48]!, `${name}: chi-square ${chi2.toFixed(2)} ≥ ${CHI2_99[48]}`);
    }
  });

  it('uniform(n) has no modulo bias for an n that does not divide 256', () => {
    // n = 100: a plain `b mod 100` would favour 0–55 (three bytes each) over 56–99 (two).
    const stream = new DrawStream(testSeed(7), 9, 'bias');
    const counts = new Array<number>(100).fill(0);
    const draws = 50_000;
    for (let i = 0; i < draws; i++) counts[stream.uniform(100)]!++;
    const low = counts.slice(0, 56).reduce((s, c) => s + c, 0) / 56;
    const high = counts.slice(56).reduce((s, c) => s + c, 0) / 44;
    // Biased sampling would make low/high = 1.5; unbiased stays near 1.
    assert.ok(Math.abs(low / high - 1) < 0.05, `low ${low} high ${high}`);
  });
});
