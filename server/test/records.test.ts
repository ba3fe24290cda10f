/**
 * 账户明细 (/api/gettransrecord): types 1–6, date windows in Beijing days, platform filter, paging.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { insertTransferLog, TRANSFER_TYPE, WEB } from '../src/domain/transfer-log/transfer-log.ts';
import { PaginatorOf } from '../../contract/common/schemas.ts';
import { WireTransRecord } from '../../contract/records/schemas.ts';
import { assertAnswer, call, createTestApp, BEIJING_TIME_RE, type TestApp } from './helpers.ts';
import { credit, newMember, review, type Member } from './money-helpers.ts';

describe('account records', () => {
  let t: TestApp;
  let m: Member;
  before(async () => {
    t = await createTestApp();
    m = await newMember(t.app, { fund: '1000.00' });
  });
  after(async () => t.close());

  const records = async (body: Record<string, unknown>) => {
    const answer = await call(t.app, '/api/gettransrecord', {
      token: m.token,
      body: { date: 4, page: 1, api_type: '', ...body },
    });
    if (answer.body.code === 200) assertAnswer(PaginatorOf(WireTransRecord), answer.body);
    return answer;
  };

  it('type 5 lists gifts (operator credit as 人工加款), type 6 rebates (unclaimed shown as 2, pending)', async () => {
    const gifts = (await records({ type: 5 })).body.data;
    assert.equal(gifts.total, 1);
    assert.deepEqual(
      [gifts.data[0].amount, gifts.data[0].pay_way, gifts.data[0].state, gifts.data[0].api_type],
      ['1000.00', '人工加款', 1, 'web'],
    );
    await t.db.tx((q) =>
      insertTransferLog(q, { userId: m.id, type: TRANSFER_TYPE.rebate, apiType: 'ag', amount: 320n, state: 0 }),
    );
    await t.db.tx((q) =>
      insertTransferLog(q, {
        userId: m.id,
        type: TRANSFER_TYPE.rebate,
        apiType: WEB,
        amount: 100n,
        state: 1,
        memo: 'VIP返水',
      }),
    );
    const rebates = (await records({ type: 6 })).body.data.data;
    assert.deepEqual(
      rebates.map((r: { amount: string; state: number; pay_way: string }) => [r.amount, r.state, r.pay_way]),
      [
        ['1.00', 1, 'VIP返水'],
        ['3.20', 2, 'AG真人'],
      ],
    );
  });

  it('types 3 and 4: transfers in and out with the platform name, filtered by api_type', async () => {
    for (const venue of ['ag', 'ky', 'ag']) {
      await call(t.app, '/api/transfer', {
        token: m.token,
        body: { amount: '10', sourcetype: 'userbalance', targettype: venue },
      });
    }
    await call(t.app, '/api/transfer', {
      token: m.token,
      body: { amount: '5', sourcetype: 'ag', targettype: 'userbalance' },
    });
    const into = (await records({ type: 3 })).body.data;
    assert.equal(into.total, 3);
    const row = into.data[0];
    assert.deepEqual(
      Object.keys(row).sort(),
      ['amount', 'api_type', 'created_at', 'id', 'order_no', 'pay_way', 'real_money', 'state'].sort(),
    );
    assert.match(row.created_at, BEIJING_TIME_RE);
    assert.equal((await records({ type: 3, api_type: 'ag' })).body.data.total, 2);
    assert.equal((await records({ type: 3, api_type: 'KY' })).body.data.total, 1);
    const out = (await records({ type: 4 })).body.data;
    assert.deepEqual([out.total, out.data[0].pay_way, out.data[0].amount], [1, 'AG真人', '5.00']);
  });

  it('types 1 and 2: deposits and withdrawals with their number, state and pay way', async () => {
    const dep = await call(t.app, '/api/recharge', { token: m.token, body: { paytype: 'alipay', amount: '123.45' } });
    const [row] = (await records({ type: 1 })).body.data.data;
    assert.deepEqual([row.out_trade_no, row.amount, row.state, row.pay_way], [dep.body.message, '123.45', 1, '支付宝']);
    await review(t.app, 'deposits', dep.body.message, 'reject');
    assert.equal((await records({ type: 1 })).body.data.data[0].state, 3);
    assert.equal((await records({ type: 2 })).body.data.total, 0);
  });

  it('date windows: today, 7, 15, 30 days in Beijing days; older rows drop out', async () => {
    const n = await newMember(t.app);
    for (let i = 0; i < 4; i++) await credit(t.app, n.name, '1');
    // Move three of them back: 3 days, 10 days, 40 days.
    const ids = (
      await t.db.query<{ id: number }>('SELECT id FROM transfer_logs WHERE user_id = $1 ORDER BY id', [n.id])
    ).map((r) => r.id);
    for (const [i, days] of [
      [1, 3],
      [2, 10],
      [3, 40],
    ] as const) {
      await t.db.query(`UPDATE transfer_logs SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [
        ids[i],
        days,
      ]);
    }
    const totals: number[] = [];
    for (const date of [1, 2, 3, 4]) {
      totals.push(
        (await call(t.app, '/api/gettransrecord', { token: n.token, body: { date, type: 5, page: 1, api_type: '' } }))
          .body.data.total,
      );
    }
    assert.deepEqual(totals, [1, 2, 3, 3]);
    // Missing filters are read as date 4 and type 1 (the legacy server crashed on them).
    const lenient = await call(t.app, '/api/gettransrecord', { token: n.token, body: {} });
    assert.equal(lenient.body.code, 200);
  });

  it('pages like the legacy paginator, newest first', async () => {
    const n = await newMember(t.app);
    for (let i = 1; i <= 12; i++) await credit(t.app, n.name, String(i));
    const page = (p: number) =>
      call(t.app, '/api/gettransrecord', {
        token: n.token,
        body: { date: 4, type: 5, page: p, api_type: '', pagesize: 5 },
      });
    const first = (await page(1)).body.data;
    assert.deepEqual(
      [first.total, first.last_page, first.per_page, first.from, first.to, first.current_page],
      [12, 3, 5, 1, 5, 1],
    );
    assert.equal(first.data[0].amount, '12.00');
    const last = (await page(3)).body.data;
    assert.deepEqual([last.data.length, last.next_page_url, last.to], [2, null, 12]);
    assert.deepEqual((await page(4)).body.data.data, []);
  });

  it("never shows another player's rows", async () => {
    const n = await newMember(t.app);
    for (const type of [1, 2, 3, 4, 5, 6]) {
      assert.equal(
        (await call(t.app, '/api/gettransrecord', { token: n.token, body: { date: 4, type, page: 1, api_type: '' } }))
          .body.data.total,
        0,
      );
    }
  });
});
