/**
 * The reality check's session summary (docs/API.md#protection-session) and the two protection
 * switches: each extension is announced, and its calls exist, only while its switch is on.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { parseExtensions } from '../../contract/common/extensions.ts';
import { loadConfig } from '../src/config.ts';
import { hashToken } from '../src/domain/accounts/sessions.ts';
import { BEIJING_TIME_RE, call, createTestApp, loginAs } from './helpers.ts';
import {
  current,
  funded,
  lotteryTestApp,
  optionId,
  order,
  PC28,
  PC28_ROOM,
  type LotteryTestApp,
} from './lottery-support.ts';

describe('reality check session summary', () => {
  let t: LotteryTestApp;
  before(async () => {
    t = await lotteryTestApp();
    await t.tickAt(0);
  });
  after(async () => t.close());

  it("answers time since this token's login and won minus staked since then, lottery and venues", async () => {
    const m = await funded(t.app, '1000.00');
    // Played before this login: not this session's.
    await t.db.query(
      `INSERT INTO venue_bets (user_id, platform_name, category_id, round_ref, stake, payout, win_loss, status, created_at)
       VALUES ($1, 'AG', 'realbet', $2, 9900, 0, -9900, 1, now() - interval '2 hours')`,
      [m.id, `before-${m.id}`],
    );
    const token = await loginAs(t.app, m.name, m.password);
    await t.db.query(`UPDATE user_tokens SET created_at = now() - interval '1 hour' WHERE token_hash = $1`, [
      hashToken(token),
    ]);
    const expect = String((await current(t, PC28)).expect);
    const big = await optionId(t, PC28, '大');
    const placed = await order(t.app, token, { room_id: PC28_ROOM, expect, order: [{ id: big, total: 15 }] });
    assert.equal(placed.body.code, 200, placed.text);
    await t.db.query(
      `INSERT INTO venue_bets (user_id, platform_name, category_id, round_ref, stake, payout, win_loss, status)
       VALUES ($1, 'AG', 'realbet', $2, 2000, 5000, 3000, 1), ($1, 'AG', 'realbet', $3, 700, 0, 0, 0)`,
      [m.id, `won-${m.id}`, `void-${m.id}`],
    );

    const summary = await call(t.app, '/api/protectionSession', { token });
    assert.equal(summary.body.code, 200, summary.text);
    const { login_at, seconds, ...money } = summary.body.data;
    assert.match(login_at, BEIJING_TIME_RE);
    assert.ok(seconds >= 3600 && seconds < 3700, String(seconds));
    assert.deepEqual(money, { staked: '35.00', won: '50.00', net: '15.00' });
  });
});

describe('protection switches', () => {
  it('PROTECTION_LIMITS, PROTECTION_EXCLUSION and PROTECTION_REALITY_CHECK: on by default, off by 0/false/off/no', () => {
    const on = { limits: true, exclusion: true, realityCheck: true };
    assert.deepEqual(loadConfig({}).protection, on);
    assert.deepEqual(loadConfig({ SITE_MODE: 'demo' }).protection, on);
    assert.deepEqual(
      loadConfig({ PROTECTION_LIMITS: 'no', PROTECTION_EXCLUSION: 'off', PROTECTION_REALITY_CHECK: '0' }).protection,
      { limits: false, exclusion: false, realityCheck: false },
    );
    // The legacy double has none of it, as the legacy servers.
    assert.deepEqual(loadConfig({ API_DIALECT: 'legacy' }).protection, {
      limits: false,
      exclusion: false,
      realityCheck: false,
    });
  });

  for (const on of [true, false]) {
    it(`announces the extensions and serves their calls only when on (${on ? 'on' : 'off'})`, async () => {
      const t = await createTestApp({
        lotteryScheduler: false,
        protection: { limits: true, exclusion: on, realityCheck: on },
      });
      try {
        const announced = parseExtensions((await call(t.app, '/api/app')).body.data.extensions);
        assert.equal(announced.has('protectionExclusion'), on);
        assert.equal(announced.has('realityCheck'), on);
        const token = await loginAs(t.app, 'demo001', t.config.demoPassword);
        for (const url of ['/api/protectionStatus', '/api/protectionSession']) {
          const answer = await call(t.app, url, { token });
          assert.equal(answer.body?.code === 200, on, `${url}: ${answer.text}`);
        }
        const list = await call(t.app, '/admin/protection', { method: 'GET', token: t.config.opsToken });
        assert.equal(list.status === 200, on);
      } finally {
        await t.close();
      }
    });
  }
});
