import { hexToBytes, recomputeDraw, sha256Hex, verifyDraw, DrawStream } from '@/lib/lottery/fair-draw';
import { installWebCrypto } from '../support/web-crypto';

const subtle = installWebCrypto();

// The test vector of docs/LOTTERY.md (the server's test checks the same numbers).
const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const HASH = '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd';
const seed = hexToBytes(SEED)!;

describe('provably fair draw, recomputed in Web Crypto (docs/LOTTERY.md test vector)', () => {
  it('SHA-256(seed) is the published commitment', async () => {
    expect(await sha256Hex(seed, subtle)).toBe(HASH);
  });

  it('block 0 of lottery 1, expect 2984522 is HMAC-SHA256(seed, "1:2984522:0")', async () => {
    const stream = new DrawStream(subtle, seed, 1, '2984522');
    const bytes: number[] = [];
    for (let i = 0; i < 32; i++) bytes.push(await stream.nextByte());
    expect(Buffer.from(bytes).toString('hex')).toBe('95535170e5e170d9923f3246e9c67a2818bf0a813b9007f91da1b6b22e0d2a3d');
  });

  it('type 2, lottery 1, expect 2984522 → 9, 3, 1', async () => {
    expect(await recomputeDraw(subtle, seed, 1, '2984522', 2)).toEqual({ numbers: [9, 3, 1], special: null });
  });

  it('type 2 rejects a byte ≥ 250 (expect 2984545: 0xfd is skipped) → 5, 0, 0', async () => {
    expect(await recomputeDraw(subtle, seed, 1, '2984545', 2)).toEqual({ numbers: [5, 0, 0], special: null });
  });

  it('type 1, lottery 3, expect 2024001 → 28,11,44,38,09,15+04', async () => {
    expect(await recomputeDraw(subtle, seed, 3, '2024001', 1)).toEqual({
      numbers: [28, 11, 44, 38, 9, 15],
      special: 4,
    });
  });

  it('type 1 rejection for the fourth ball (expect 2024002) → 08,44,49,39,14,03+28', async () => {
    expect(await recomputeDraw(subtle, seed, 3, '2024002', 1)).toEqual({
      numbers: [8, 44, 49, 39, 14, 3],
      special: 28,
    });
  });
});

describe('verifyDraw says 验证通过 only when both the hash and the numbers match', () => {
  const stored = {
    lotteryId: 1,
    type: 2 as const,
    expect: '2984522',
    hash: HASH,
    seed: SEED,
    numbers: [9, 3, 1],
    special: null,
  };

  it('passes for the true result', async () => {
    expect(await verifyDraw(stored, subtle)).toEqual({
      status: 'passed',
      computedHash: HASH,
      hashMatches: true,
      numbersMatch: true,
      recomputed: { numbers: [9, 3, 1], special: null },
    });
  });

  it('fails when the stored numbers differ from what the seed gives', async () => {
    expect(await verifyDraw({ ...stored, numbers: [9, 3, 2] }, subtle)).toMatchObject({
      status: 'failed',
      hashMatches: true,
      numbersMatch: false,
    });
  });

  it('fails when the seed does not hash to the commitment', async () => {
    expect(await verifyDraw({ ...stored, hash: 'ff'.repeat(32) }, subtle)).toMatchObject({
      status: 'failed',
      hashMatches: false,
      numbersMatch: true,
    });
  });

  it('a round without a revealed seed cannot be checked yet; no Web Crypto says unsupported', async () => {
    expect(await verifyDraw({ ...stored, seed: null }, subtle)).toEqual({ status: 'notRevealed' });
    expect(await verifyDraw(stored, null)).toEqual({ status: 'unsupported' });
  });
});
