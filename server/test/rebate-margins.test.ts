/**
 * VIP rebate rates stay below their category's house margin: the lottery's follows from its odds,
 * the venue categories' are declared (never above what the sandbox games keep); an operator's rate
 * at or above it is refused with its message, and the live start refuses stored rates that are.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { lotteryMarginBp, rebateRateRefusal, VENUE_MARGIN_BP } from '../src/domain/rewards/margins.ts';
import { vipRateViolations } from '../src/domain/rewards/vip-levels.ts';
import { MATCH_LINES, REEL, SLOT_PAYS } from '../src/domain/venue-games/games.ts';
import { call, createTestApp, OPS_TOKEN, type TestApp } from './helpers.ts';

/** The smallest edge, in basis points rounded down, of each sandbox game, counted here again. */
function sandboxEdges(): { dice: bigint; slot: bigint; match: bigint } {
  let diceWins = 0n;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) if (!(a === b && b === c) && a + b + c >= 11) diceWins++;
  let slotPaid = 0n;
  for (const a of REEL) for (const b of REEL) for (const c of REEL) if (a === b && b === c) slotPaid += SLOT_PAYS[a]!;
  const cube = BigInt(REEL.length ** 3);
  const matchEdges = Object.values(MATCH_LINES).map((l) => 10_000n - BigInt(l.percent) * l.odds);
  return {
    dice: (10_000n * (216n - 2n * diceWins)) / 216n,
    slot: (10_000n * (cube - slotPaid)) / cube,
    match: matchEdges.reduce((x, y) => (x < y ? x : y)),
  };
}

describe('rebate rates below the house margin', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ lotteryScheduler: false });
  });
  after(async () => t.close());

  const edit = (level: number, body: Record<string, string>) =>
    call(t.app, `/admin/promotions/vip-levels/${level}`, { token: OPS_TOKEN, body });

  it('the lottery margin follows from the odds: 3 % seeded, less when an option pays more', async () => {
    assert.equal(await lotteryMarginBp(t.db), 300);
    // 大 at 1.98 keeps 1 % (p = 1/2).
    await t.db.query(`UPDATE lottery_play_options SET odds = 198 WHERE rule = 'big'`);
    try {
      assert.equal(await lotteryMarginBp(t.db), 100);
      // VIP9's seeded 1.00 % and VIP10's 1.20 % are now at or above it: the live start would refuse.
      assert.deepEqual(
        (await vipRateViolations(t.db)).map((v) => [v.level, v.column, v.rateBp, v.marginBp]),
        [
          [9, 'lottery', 100, 100],
          [10, 'lottery', 120, 100],
        ],
      );
    } finally {
      await t.db.query(`UPDATE lottery_play_options SET odds = 194 WHERE rule = 'big'`);
    }
  });

  it('declares no venue margin above what its sandbox game keeps on its best choice', () => {
    const edge = sandboxEdges();
    assert.deepEqual(edge, { dice: 277n, slot: 240n, match: 550n });
    assert.deepEqual(VENUE_MARGIN_BP, {
      realperson: Number(edge.dice),
      joker: Number(edge.dice),
      electron: Number(edge.slot),
      fish: Number(edge.slot),
      sport: Number(edge.match),
      e_sport: Number(edge.match),
    });
  });

  it('refuses an operator rate at or above its margin with the exact message; below it, or 0, is kept', async () => {
    const atLottery = await edit(10, { lottery: '3.00' });
    assert.equal(atLottery.status, 400);
    assert.equal(atLottery.body.message, 'lottery 返水比例应低于该类别的庄家优势 3.00%（现为 3.00%）');
    const aboveLive = await edit(3, { realperson: '5', lottery: '0.5' });
    assert.equal(aboveLive.status, 400);
    assert.equal(aboveLive.body.message, 'realperson 返水比例应低于该类别的庄家优势 2.77%（现为 5.00%）');
    // Nothing of a refused edit is kept.
    const levels = (await call(t.app, '/api/uservip', { token: null })).body.data;
    assert.deepEqual([levels[2].lottery, levels[9].lottery], ['0.40', '1.20']);
    const below = await edit(10, { lottery: '2.99', e_sport: '5.49', fish: '0' });
    assert.equal(below.status, 200, below.text);
    assert.deepEqual(
      [below.body.data.lottery, below.body.data.e_sport, below.body.data.fish],
      ['2.99', '5.49', '0.00'],
    );
  });

  it('the live start refuses stored rates at or above their margin, naming each', async () => {
    assert.equal(rebateRateRefusal(await vipRateViolations(t.db)), null);
    await t.db.query('UPDATE vip_levels SET sport_bp = 600, lottery_bp = 300 WHERE level = 9');
    const refusal = rebateRateRefusal(await vipRateViolations(t.db))!;
    assert.match(refusal, /VIP9 sport 6\.00% ≥ 5\.50%; VIP9 lottery 3\.00% ≥ 3\.00%/);
    assert.match(refusal, /UPDATE vip_levels SET <column>_bp/);
  });
});
