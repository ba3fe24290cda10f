/**
 * The sandbox venues' games: outcomes and pay tables, the published house edge, a round through
 * the game page's form (exact postings, one venue_bets row, idempotent by round), 投注记录, and
 * the books after thousands of rounds.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { formatEdge, GAMES, type Rng } from '../src/domain/venue-games/games.ts';
import { playRound, venueHouse } from '../src/domain/venue-games/play.ts';
import { balanceOf, playerAccountCode } from '../src/domain/ledger/accounts.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';
import { fullAudit, newMember, venueBalance, type Member } from './money-helpers.ts';

/** A random source that answers the given values in turn. */
const script =
  (...values: number[]): Rng =>
  () => {
    const v = values.shift();
    if (v === undefined) throw new Error('script ran out');
    return v;
  };

describe('venue games: pay tables and house edges', () => {
  it('dice: 大 11–17 and 小 4–10 pay 1:1, any triple loses', () => {
    assert.deepEqual(GAMES.dice.play('big', 1000n, script(2, 4, 5)), {
      won: true,
      payout: 2000n,
      detail: '骰宝 大 3+5+6=14',
    });
    assert.equal(GAMES.dice.play('small', 1000n, script(2, 4, 5)).payout, 0n);
    assert.equal(GAMES.dice.play('small', 1000n, script(0, 0, 1)).payout, 2000n);
    // 4+4+4 = 12 is 大 by sum, but a triple: the house wins.
    assert.equal(GAMES.dice.play('big', 1000n, script(3, 3, 3)).payout, 0n);
  });

  it('slot: three of a kind pays the table, anything else nothing', () => {
    assert.equal(GAMES.slot.play('spin', 100n, script(0, 0, 0)).payout, 20_000n);
    assert.equal(GAMES.slot.play('spin', 100n, script(7, 8, 9)).payout, 800n);
    assert.equal(GAMES.slot.play('spin', 100n, script(0, 0, 1)).payout, 0n);
    assert.equal(GAMES.slot.play('spin', 100n, script(0, 0, 0)).detail, '水果机 7|7|7');
  });

  it('match: the chosen result pays its odds in whole cents, rounded down', () => {
    assert.equal(GAMES.match.play('home', 1001n, script(10)).payout, 2102n);
    assert.equal(GAMES.match.play('draw', 1000n, script(50)).payout, 3500n);
    assert.equal(GAMES.match.play('away', 1000n, script(50)).payout, 0n);
    assert.equal(GAMES.match.play('away', 1000n, script(99)).payout, 3350n);
  });

  it('the published edges are computed from the pay tables', () => {
    assert.equal(formatEdge(GAMES.dice.houseEdge), '2.78%');
    assert.equal(formatEdge(GAMES.slot.houseEdge), '2.40%');
    assert.equal(formatEdge(GAMES.match.houseEdge), '6.20%');
    for (const game of Object.values(GAMES)) assert.ok(game.houseEdge > 0 && game.houseEdge < 0.1, game.name);
  });
});

describe('a round at a sandbox venue', () => {
  let t: TestApp;
  let m: Member;
  before(async () => {
    t = await createTestApp();
    m = await newMember(t.app, { fund: '500.00' });
    const r = await call(t.app, '/api/transfer', {
      token: m.token,
      body: { amount: '200', sourcetype: 'userbalance', targettype: 'ag' },
    });
    assert.equal(r.body.code, 200, r.text);
  });
  after(async () => t.close());

  const launchUrl = async (token: string, plat: string, category: string) => {
    const launch = await call(t.app, '/api/getGameUrl', {
      token,
      body: { plat_name: plat, game_type: 0, game_code: category, is_mobile_url: 1 },
    });
    const { pathname, search } = new URL(launch.body.data.url);
    return pathname + search;
  };
  const openGame = async (plat = 'ag', category = 'realbet', token = m.token) => {
    const launch = await call(t.app, '/api/getGameUrl', {
      token,
      body: { plat_name: plat, game_type: 0, game_code: category, is_mobile_url: 1 },
    });
    const { pathname, search } = new URL(launch.body.data.url);
    const page = await t.app.inject({ method: 'GET', url: pathname + search });
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(page.body)?.[1] ?? '';
    return { page, session: field('session'), round: field('round') };
  };
  const play = (form: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/sandbox/game/play',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

  it('the page offers the venue game with its published edge, a stake and the choices', async () => {
    const { page, session, round } = await openGame();
    assert.match(page.body, /骰宝/);
    assert.match(page.body, /庄家优势 2\.78%/);
    assert.match(page.body, /<button type="submit" name="choice" value="big">大<\/button>/);
    assert.match(session, /^[A-Za-z0-9_-]{43}$/);
    assert.match(round, /^[0-9a-f-]{36}$/);
    assert.match(String(page.headers['content-security-policy']), /form-action 'self'/);
    assert.doesNotMatch(page.body, /<script|https?:\/\//i);
  });

  it('exactly the stake leaves and exactly the payout returns, in one venue_bets row; a resent round moves nothing', async () => {
    const { session, round } = await openGame();
    const before = BigInt((await venueBalance(t.app, m.token, 'ag')).replace('.', ''));
    const houseBefore = await balanceOf(t.db, venueHouse('ag'));
    const r = await play({ session, round, choice: 'big', stake: '12.50' });
    assert.equal(r.statusCode, 200);
    assert.match(r.body, /id="round-result"/);
    const [bet] = await t.db.query<{
      stake: string;
      payout: string;
      win_loss: string;
      status: number;
      detail: string;
      category_id: string;
      tx_id: number;
    }>(
      'SELECT stake::text, payout::text, win_loss::text, status, detail, category_id, tx_id FROM venue_bets WHERE round_ref = $1',
      [round],
    );
    assert.ok(bet);
    assert.equal(bet.stake, '1250');
    assert.ok(bet.payout === '0' || bet.payout === '2500', bet.payout);
    assert.equal(BigInt(bet.win_loss), BigInt(bet.payout) - 1250n);
    assert.equal(bet.status, 1);
    assert.equal(bet.category_id, 'realbet');
    assert.match(bet.detail, /^骰宝 大 \d\+\d\+\d=\d+$/);
    const after = BigInt((await venueBalance(t.app, m.token, 'ag')).replace('.', ''));
    assert.equal(after - before, BigInt(bet.win_loss));
    assert.equal((await balanceOf(t.db, venueHouse('ag'))) - houseBefore, -BigInt(bet.win_loss));
    // The stake posting is exactly the stake, between exactly the two accounts.
    const postings = await t.db.query<{ code: string; amount: string }>(
      `SELECT a.code, p.amount::text FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
       WHERE p.tx_id = $1 ORDER BY p.amount`,
      [bet.tx_id],
    );
    assert.deepEqual(postings, [
      { code: playerAccountCode(m.id, 'ag'), amount: '-1250' },
      { code: venueHouse('ag'), amount: '1250' },
    ]);
    // The same form again (a reload, a double tap): the same round, nothing moves.
    const again = await play({ session, round, choice: 'big', stake: '12.50' });
    assert.equal(again.statusCode, 200);
    assert.equal(BigInt((await venueBalance(t.app, m.token, 'ag')).replace('.', '')), after);
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM venue_bets WHERE round_ref = $1', [
      round,
    ]);
    assert.equal(n, 1);
  });

  it('refusals: a bad stake, no choice, more than the venue balance, an expired session', async () => {
    const { session, round } = await openGame();
    assert.match(
      (await play({ session, round, choice: 'big', stake: '0.5' })).body,
      /投注金额须为1-10000元（最多两位小数）/,
    );
    assert.match((await play({ session, round, choice: 'big', stake: '1.234' })).body, /投注金额须为1-10000元/);
    assert.match((await play({ session, round, choice: 'seven', stake: '5' })).body, /请选择投注项/);
    assert.match((await play({ session, round, choice: 'big', stake: '9999' })).body, /场馆余额不足，请先在应用中转入/);
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM venue_bets WHERE round_ref = $1', [
      round,
    ]);
    assert.equal(n, 0);
    const expired = await play({ session: 'x'.repeat(43), round, choice: 'big', stake: '5' });
    assert.equal(expired.statusCode, 410);
  });

  it('投注记录 lists venue bets with the venue name and the play, filterable by venue', async () => {
    const r = await call(t.app, '/api/betrecord', { token: m.token, body: { date: 1, page: 1, api_type: 'ag' } });
    assert.equal(r.body.code, 200);
    const row = r.body.data.data[0];
    assert.equal(row.platform_type, 'ag');
    assert.equal(row.Code, 'AG真人');
    assert.equal(row.bet_amount, '12.50');
    assert.match(row.plays, /^骰宝 大/);
    assert.match(row.bet_id, /^ag-\d+$/);
    assert.equal(row.status, 1);
    const none = await call(t.app, '/api/betrecord', { token: m.token, body: { date: 1, page: 1, api_type: 'pc28' } });
    assert.equal(none.body.data.total, 0);
  });

  it('a slot venue and a sports venue play their own games', async () => {
    await call(t.app, '/api/transfer', {
      token: m.token,
      body: { amount: '50', sourcetype: 'userbalance', targettype: 'pp' },
    });
    const slot = await openGame('pp', 'concise');
    assert.match(slot.page.body, /水果机/);
    const spun = await play({ session: slot.session, round: slot.round, choice: 'spin', stake: '1' });
    assert.match(spun.body, /水果机 \S+\|\S+\|\S+/);
    const sport = await openGame('sbty', 'sport');
    assert.match(sport.page.body, /主胜 @2\.10/);
  });

  it('logoff ends the sittings its token opened and its unspent tickets; another token keeps its own', async () => {
    // /api/login keeps the member's other tokens (login_pc would revoke them).
    const login = async () =>
      (await call(t.app, '/api/login', { body: { name: m.name, password: m.password } })).body.data.api_token as string;
    const other = await login();
    const leaving = await login();
    const kept = await openGame('ag', 'realbet', other);
    const ended = await openGame('ag', 'realbet', leaving);
    const unspent = await launchUrl(leaving, 'ag', 'realbet');
    assert.equal((await call(t.app, '/api/logoff', { token: leaving })).body.code, 200);
    const refused = await play({ session: ended.session, round: ended.round, choice: 'big', stake: '5' });
    assert.equal(refused.statusCode, 410);
    assert.notEqual((await t.app.inject({ method: 'GET', url: unspent })).statusCode, 200);
    const played = await play({ session: kept.session, round: kept.round, choice: 'big', stake: '5' });
    assert.equal(played.statusCode, 200);
    assert.match(played.body, /id="round-result"/);
  });
});

describe('the books after thousands of rounds', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('every wallet and the venue house account agree with venue_bets; the audit passes', async () => {
    const m = await newMember(t.app, { fund: '20000.00' });
    const r = await call(t.app, '/api/transfer', {
      token: m.token,
      body: { amount: '20000', sourcetype: 'userbalance', targettype: 'ag' },
    });
    assert.equal(r.body.code, 200, r.text);
    const session = { userId: m.id, platform: 'ag', category: 'realbet', gameCode: '' };
    const ROUNDS = 2000;
    for (let i = 0; i < ROUNDS; i++) {
      await playRound(t.db, {
        session,
        roundRef: `audit-${i}`,
        choice: i % 2 ? 'big' : 'small',
        stake: 100n + BigInt(i % 7),
      });
    }
    const [sums] = await t.db.query<{ n: number; stake: string; payout: string }>(
      `SELECT count(*)::int AS n, sum(stake)::text AS stake, sum(payout)::text AS payout FROM venue_bets WHERE user_id = $1`,
      [m.id],
    );
    assert.equal(sums!.n, ROUNDS);
    const net = BigInt(sums!.payout) - BigInt(sums!.stake);
    assert.equal(await balanceOf(t.db, playerAccountCode(m.id, 'ag')), 2_000_000n + net);
    assert.equal(await balanceOf(t.db, venueHouse('ag')), -net);
    const audit = await fullAudit(t.app);
    assert.equal(audit.ok, true, JSON.stringify(audit));
  });
});
