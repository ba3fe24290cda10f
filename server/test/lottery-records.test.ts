/**
 * /api/betrecord: every lottery bet is a bet record of its player; the row shape of docs/API.md#betrecord
 * (+ created_at and plays), status 2 before the draw and 1 after with win_loss, and the date,
 * platform (api_type) and page filters.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { BEIJING_TIME_RE, call, MONEY_RE } from './helpers.ts';
import {
  current,
  funded,
  HK6,
  HK6_ROOM,
  lotteryTestApp,
  optionId,
  order,
  PC28,
  PC28_ROOM,
  type LotteryTestApp,
} from './lottery-support.ts';
import type { Member } from './money-helpers.ts';

describe('bet records', () => {
  let t: LotteryTestApp;
  let m: Member;
  const records = (body: Record<string, unknown>, token = m.token) => call(t.app, '/api/betrecord', { token, body });

  before(async () => {
    t = await lotteryTestApp();
    await t.tickAt(0);
    m = await funded(t.app, '5000.00');
    const pc = String((await current(t, PC28)).expect);
    const hk = String((await current(t, HK6)).expect);
    const placed = [
      await order(t.app, m.token, {
        room_id: PC28_ROOM,
        expect: pc,
        order: [
          { id: await optionId(t, PC28, '大'), total: 10, data: '' },
          { id: await optionId(t, PC28, '14'), total: 20, data: '14' },
        ],
      }),
      await order(t.app, m.token, {
        room_id: HK6_ROOM,
        expect: hk,
        order: [
          { id: await optionId(t, HK6, '特码'), total: 30, data: '08' },
          { id: await optionId(t, HK6, '正码'), total: '40.50', data: '12' },
        ],
      }),
    ];
    for (const r of placed) assert.equal(r.body.code, 200, r.text);
    // Someone else's bet never shows.
    const other = await funded(t.app);
    await order(t.app, other.token, {
      room_id: PC28_ROOM,
      expect: pc,
      order: [{ id: await optionId(t, PC28, '小'), total: 10, data: '' }],
    });
  });
  after(async () => t.close());

  it('answers 401 without a token', async () => {
    assert.equal((await records({ date: 4, page: 1 }, '')).body.code, 401);
  });

  it('rows: the documented fields, newest first, unsettled (status 2, win_loss 0.00) before the draw', async () => {
    const r = await records({ date: 1, page: 1, api_type: '' });
    assert.equal(r.body.code, 200);
    const page = r.body.data;
    assert.equal(page.total, 4);
    assert.equal(page.current_page, 1);
    assert.equal(page.last_page, 1);
    const rows = page.data as Record<string, unknown>[];
    assert.deepEqual(Object.keys(rows[0]!).sort(), [
      'Code',
      'bet_amount',
      'bet_id',
      'bet_time',
      'created_at',
      'platform_type',
      'plays',
      'status',
      'win_loss',
    ]);
    assert.deepEqual(
      rows.map((x) => [x.platform_type, x.Code, x.plays, x.bet_amount, x.status, x.win_loss]),
      [
        ['hk6', '香港六合彩', '正码 12', '40.50', 2, '0.00'],
        ['hk6', '香港六合彩', '特码 8', '30.00', 2, '0.00'],
        ['pc28', '加拿大28', '特码 14', '20.00', 2, '0.00'],
        ['pc28', '加拿大28', '大', '10.00', 2, '0.00'],
      ],
    );
    for (const row of rows) {
      assert.equal(typeof row.bet_id, 'string');
      assert.match(String(row.bet_time), BEIJING_TIME_RE);
      assert.equal(row.created_at, row.bet_time);
      assert.match(String(row.bet_amount), MONEY_RE);
    }
  });

  it('after the draw: status 1 and win_loss = payout − stake', async () => {
    await t.tickAt(60);
    const rows = (await records({ date: 1, page: 1 })).body.data.data as {
      bet_id: string;
      status: number;
      win_loss: string;
      bet_amount: string;
    }[];
    const stored = await t.db.query<{ id: unknown; win_loss: unknown }>(
      'SELECT id, win_loss FROM lottery_bets WHERE user_id = $1',
      [m.id],
    );
    for (const row of rows) {
      assert.equal(row.status, 1);
      const bet = stored.find((s) => String(s.id) === row.bet_id)!;
      assert.equal(BigInt(row.win_loss.replace('.', '')), BigInt(String(bet.win_loss)));
      assert.ok(row.win_loss === `-${row.bet_amount}` || !row.win_loss.startsWith('-'));
    }
  });

  it('api_type: "" / OWN / all = every lottery; a platform code (any case) = that lottery; an unknown one = nothing', async () => {
    const platforms = async (api_type: string) =>
      ((await records({ date: 4, page: 1, api_type })).body.data.data as { platform_type: string }[]).map(
        (x) => x.platform_type,
      );
    assert.deepEqual(await platforms(''), ['hk6', 'hk6', 'pc28', 'pc28']);
    assert.deepEqual(await platforms('OWN'), ['hk6', 'hk6', 'pc28', 'pc28']);
    assert.deepEqual(await platforms('all'), ['hk6', 'hk6', 'pc28', 'pc28']);
    assert.deepEqual(await platforms('pc28'), ['pc28', 'pc28']);
    assert.deepEqual(await platforms('HK6'), ['hk6', 'hk6']);
    assert.deepEqual(await platforms('ag'), []);
    assert.deepEqual(await platforms("x' OR 1=1 --"), []);
  });

  it('date: 1 today, 2 last 7, 3 last 15, 4 last 30 Beijing days (default 4)', async () => {
    // Age two bets: one 10 days, one 40 days.
    const ids = (
      await t.db.query<{ id: unknown }>('SELECT id FROM lottery_bets WHERE user_id = $1 ORDER BY id', [m.id])
    ).map((r) => r.id);
    await t.db.query(`UPDATE lottery_bets SET created_at = now() - interval '10 days' WHERE id = $1`, [ids[0]]);
    await t.db.query(`UPDATE lottery_bets SET created_at = now() - interval '40 days' WHERE id = $1`, [ids[1]]);
    const total = async (date: unknown) => (await records({ date, page: 1 })).body.data.total;
    assert.equal(await total(1), 2);
    assert.equal(await total(2), 2);
    assert.equal(await total(3), 3);
    assert.equal(await total(4), 3);
    assert.equal(await total(undefined), 3);
    assert.equal(await total('9'), 3);
  });

  it('pages with pagesize, newest first', async () => {
    const first = (await records({ date: 4, page: 1, pagesize: 2 })).body.data;
    const second = (await records({ date: 4, page: 2, pagesize: 2 })).body.data;
    assert.equal(first.last_page, 2);
    assert.equal(first.per_page, 2);
    assert.equal(first.data.length, 2);
    assert.equal(second.data.length, 1);
    assert.equal(second.from, 3);
    const times = [...first.data, ...second.data].map((x: { bet_time: string }) => x.bet_time);
    assert.deepEqual([...times].sort().reverse(), times);
  });
});
