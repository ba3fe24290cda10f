/**
 * /api/getGameUrl and the sandbox game page it points at: shape, refusals, the launch ticket
 * (single use, short-lived, never the api token) and auto-transfer into the venue entered.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { hashToken } from '../src/domain/accounts/sessions.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';
import { fullAudit, mainBalance, newMember, venueBalance } from './money-helpers.ts';

describe('entering a game (/api/getGameUrl, /sandbox/game)', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  const launch = (token: string | null, body: Record<string, unknown>) =>
    call(t.app, '/api/getGameUrl', { token, body });
  const body = (plat_name: string, extra: Record<string, unknown> = {}) => ({
    plat_name,
    game_type: 0,
    game_code: 'realbet',
    is_mobile_url: 1,
    ...extra,
  });
  /** GET the launch URL as the frame would (path and query only: inject has no host). */
  const open = async (url: string) => {
    const { pathname, search } = new URL(url);
    return t.app.inject({ method: 'GET', url: pathname + search });
  };
  const ticketOf = (url: string) => new URL(url).searchParams.get('ticket') ?? '';

  it('answers {url} pointing at our own sandbox game page with a ticket, never the token', async () => {
    const m = await newMember(t.app);
    const r = await launch(m.token, body('ag'));
    assert.equal(r.body.code, 200, r.text);
    assert.deepEqual(Object.keys(r.body.data), ['url']);
    const url = new URL(r.body.data.url);
    assert.equal(url.origin, 'http://localhost');
    assert.equal(url.pathname, '/sandbox/game');
    assert.deepEqual([...url.searchParams.keys()], ['ticket']);
    assert.match(ticketOf(r.body.data.url), /^[A-Za-z0-9_-]{43}$/);
    assert.ok(!r.body.data.url.includes(m.token), 'the api token is not in the URL');
    // Stored only as a hash.
    const stored = await t.db.query<{ ticket_hash: string; platform: string }>(
      'SELECT ticket_hash, platform FROM game_launch_tickets WHERE user_id = $1',
      [m.id],
    );
    assert.deepEqual(stored, [{ ticket_hash: hashToken(ticketOf(r.body.data.url)), platform: 'ag' }]);
    // Platform names in any case; the swapped fields as the legacy client sends them.
    assert.equal(
      (await launch(m.token, { plat_name: 'PP', game_type: 'vs20olympgate', game_code: 'concise', is_mobile_url: 1 }))
        .body.code,
      200,
    );
  });

  it('refuses an unknown, hidden or missing platform with 500 and a Chinese message', async () => {
    const m = await newMember(t.app);
    for (const plat of ['nope', '', '../ag', 'ag;drop']) {
      const r = await launch(m.token, body(plat));
      assert.deepEqual(r.body, { code: 500, message: '游戏平台不存在或已关闭', data: [] }, plat);
    }
    await t.db.query(`UPDATE game_platforms SET site_state = 0 WHERE platform_name = 'bg'`);
    try {
      assert.equal((await launch(m.token, body('bg'))).body.code, 500);
    } finally {
      await t.db.query(`UPDATE game_platforms SET site_state = 1 WHERE platform_name = 'bg'`);
    }
    const none = await t.db.query('SELECT 1 FROM game_launch_tickets WHERE user_id = $1', [m.id]);
    assert.equal(none.length, 0);
  });

  it('answers a visitor 401 (missing, empty or unknown token)', async () => {
    for (const token of [null, '', 'not-a-token']) {
      const r = await launch(token, body('ag'));
      assert.equal(r.body.code, 401, String(token));
      assert.equal(r.body.message, '认证失败');
    }
  });

  it('the page shows the venue, the demo note and the venue balance, once', async () => {
    const m = await newMember(t.app, { fund: '100.00' });
    assert.equal(
      (
        await call(t.app, '/api/transfer', {
          token: m.token,
          body: { amount: '30', sourcetype: 'userbalance', targettype: 'ag' },
        })
      ).body.code,
      200,
    );
    const url = (await launch(m.token, body('ag', { game_type: 'baccarat' }))).body.data.url;
    const page = await open(url);
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.match(page.body, /<title>AG真人（演示场馆）<\/title>/);
    assert.match(page.body, /演示场馆/);
    assert.match(page.body, /真人视讯/);
    assert.match(page.body, /<b id="venue-balance">¥30\.00<\/b>/);
    assert.match(page.body, new RegExp(m.name));
    assert.match(page.body, /baccarat/);
    assert.doesNotMatch(page.body, /<script|https?:\/\//i, 'no script, nothing from elsewhere');
    assert.match(String(page.headers['content-security-policy']), /default-src 'none'/);
    assert.equal(page.headers['cache-control'], 'no-store');
    assert.equal(page.headers['referrer-policy'], 'no-referrer');
    // Spent: the same URL again shows the expired page and no balance.
    const again = await open(url);
    assert.equal(again.statusCode, 410);
    assert.match(again.body, /游戏链接已失效/);
    assert.doesNotMatch(again.body, /venue-balance/);
  });

  it('a ticket expires unused after a few minutes; junk tickets open nothing', async () => {
    const m = await newMember(t.app);
    const url = (await launch(m.token, body('bg'))).body.data.url;
    const row = (
      await t.db.query<{ minutes: number }>(
        `SELECT extract(epoch FROM expires_at - created_at)::int / 60 AS minutes FROM game_launch_tickets WHERE ticket_hash = $1`,
        [hashToken(ticketOf(url))],
      )
    )[0]!;
    assert.ok(row.minutes >= 1 && row.minutes <= 5, `lifetime ${row.minutes} min`);
    await t.db.query(`UPDATE game_launch_tickets SET expires_at = now() - interval '1 second' WHERE ticket_hash = $1`, [
      hashToken(ticketOf(url)),
    ]);
    assert.equal((await open(url)).statusCode, 410);
    for (const q of ['', '?ticket=', '?ticket=abc', `?ticket=${m.token}`, `?ticket=${'A'.repeat(43)}`]) {
      assert.equal((await t.app.inject({ method: 'GET', url: `/sandbox/game${q}` })).statusCode, 410, q);
    }
  });

  it('auto-transfer: other venues recycled, the whole main wallet moved in, one movement each, books balanced', async () => {
    const m = await newMember(t.app, { fund: '100.00' });
    const transfer = (amount: string, targettype: string) =>
      call(t.app, '/api/transfer', { token: m.token, body: { amount, sourcetype: 'userbalance', targettype } });
    assert.equal((await transfer('20.25', 'bg')).body.code, 200);
    assert.equal((await transfer('10.00', 'pp')).body.code, 200);
    assert.equal((await transfer('5.00', 'ag')).body.code, 200);
    assert.equal(
      (await call(t.app, '/api/uptransferstatus', { token: m.token, body: { transferstatus: 1 } })).body.code,
      200,
    );

    const before = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE actor = $1`,
      [`user:${m.id}`],
    );
    const url = (await launch(m.token, body('ag'))).body.data.url;
    assert.equal(await mainBalance(t.app, m.token), '0.00');
    assert.equal(await venueBalance(t.app, m.token, 'ag'), '100.00');
    assert.equal(await venueBalance(t.app, m.token, 'bg'), '0.00');
    assert.equal(await venueBalance(t.app, m.token, 'pp'), '0.00');
    const moves = await t.db.query<{ kind: string }>(
      `SELECT kind FROM ledger_transactions WHERE actor = $1 ORDER BY id OFFSET $2`,
      [`user:${m.id}`, before[0]!.n],
    );
    assert.deepEqual(
      moves.map((x) => x.kind),
      ['wallet.recycle_all', 'wallet.into_venue'],
    );
    const logs = await t.db.query<{ transfer_type: number; api_type: string; amount: bigint }>(
      `SELECT transfer_type, api_type, amount FROM transfer_logs WHERE user_id = $1 ORDER BY id DESC LIMIT 3`,
      [m.id],
    );
    assert.deepEqual(
      logs.map((l) => [l.transfer_type, l.api_type, l.amount]).sort(),
      [
        [0, 'ag', 9500n],
        [1, 'bg', 2025n],
        [1, 'pp', 1000n],
      ].sort(),
    );
    assert.match((await open(url)).body, /<b id="venue-balance">¥100\.00<\/b>/);

    // Entering again with nothing left in the main wallet moves nothing.
    assert.equal((await launch(m.token, body('ag'))).body.code, 200);
    const after = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE actor = $1`,
      [`user:${m.id}`],
    );
    assert.equal(after[0]!.n, before[0]!.n + 2);
    // Switching venues takes everything along.
    assert.equal((await launch(m.token, body('bg'))).body.code, 200);
    assert.equal(await venueBalance(t.app, m.token, 'ag'), '0.00');
    assert.equal(await venueBalance(t.app, m.token, 'bg'), '100.00');

    const report = await fullAudit(t.app);
    assert.equal(report.ok, true, JSON.stringify(report));
    assert.equal(report.totals.sum, '0.00');
  });

  it('without auto-transfer nothing moves', async () => {
    const m = await newMember(t.app, { fund: '50.00' });
    assert.equal((await launch(m.token, body('ag'))).body.code, 200);
    assert.equal(await mainBalance(t.app, m.token), '50.00');
    assert.equal(await venueBalance(t.app, m.token, 'ag'), '0.00');
  });
});
