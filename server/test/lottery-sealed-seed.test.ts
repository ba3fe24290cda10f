/**
 * Draw seeds are sealed: an open round's row holds only a nonce and the commitment, so reading
 * the database before the draw reveals nothing about the result; the seed is derived from the
 * server secret, checked against the commitment at the draw, then stored and published as before.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { commitmentOf, drawDigits, seedFromHex } from '../src/domain/lottery/fair-draw.ts';
import { deriveSeed, revealSeed, SealedSeedError } from '../src/domain/lottery/sealed-seed.ts';
import { TEST_SERVER_SECRET } from './helpers.ts';
import { lotteryTestApp, PC28, type LotteryTestApp } from './lottery-support.ts';

interface Row {
  expect: string;
  seed: string | null;
  seed_nonce: string | null;
  hash: string;
  status: string;
  result: string | null;
}

describe('sealed draw seeds', () => {
  let t: LotteryTestApp;
  before(async () => (t = await lotteryTestApp({ roundSeconds: 60 })));
  after(async () => t.close());
  const rows = () =>
    t.db.query<Row>(
      'SELECT expect::text AS expect, seed, seed_nonce, hash, status, result FROM lottery_rounds WHERE lottery_id = $1 ORDER BY expect',
      [PC28],
    );

  it('open rounds store no seed: only a nonce and the commitment, which only the server secret opens', async () => {
    await t.tickAt(0);
    const open = await rows();
    assert.equal(open.length, 2);
    for (const r of open) {
      assert.equal(r.status, 'open');
      assert.equal(r.seed, null);
      assert.match(r.seed_nonce!, /^[0-9a-f]{32}$/);
      const sealed = deriveSeed(TEST_SERVER_SECRET, PC28, BigInt(r.expect), r.seed_nonce!);
      assert.equal(commitmentOf(sealed), r.hash);
      // Without the secret the row gives nothing: another key opens another seed.
      assert.notEqual(commitmentOf(deriveSeed('not-the-secret', PC28, BigInt(r.expect), r.seed_nonce!)), r.hash);
    }
    // The table refuses an open sealed round with its seed written in.
    await assert.rejects(
      t.db.query(`UPDATE lottery_rounds SET seed = repeat('a', 64) WHERE seed_nonce IS NOT NULL AND status = 'open'`),
    );
  });

  it('the draw reveals the seed: stored with the result, and it recomputes the result and the commitment', async () => {
    const [first] = await rows();
    await t.tickAt(60);
    const drawn = (await rows()).find((r) => r.expect === first!.expect)!;
    assert.notEqual(drawn.status, 'open');
    assert.match(drawn.seed!, /^[0-9a-f]{64}$/);
    assert.equal(commitmentOf(seedFromHex(drawn.seed!)), first!.hash);
    assert.equal(drawn.result, drawDigits(seedFromHex(drawn.seed!), PC28, first!.expect).join(','));
  });

  it('a changed server secret refuses to draw instead of drawing a result that breaks the commitment', () => {
    const round = { lotteryId: PC28, expect: 5n, seed: null, seedNonce: 'ab'.repeat(16), hash: '' };
    round.hash = commitmentOf(deriveSeed('secret-a', PC28, 5n, round.seedNonce));
    assert.equal(revealSeed('secret-a', round), deriveSeed('secret-a', PC28, 5n, round.seedNonce).toString('hex'));
    assert.throws(() => revealSeed('secret-b', round), SealedSeedError);
    // Rounds made before sealing draw from their stored seed.
    assert.equal(revealSeed('any', { ...round, seed: 'cd'.repeat(32), seedNonce: null }), 'cd'.repeat(32));
  });
});
