import { pageKey, hasNextPage } from '@/lib/api/paging';
import { toBetRecord, toTransRecord } from '@/lib/api/normalise/records';
import { DEFAULT_BET_FILTERS } from '@/lib/records/bet-filters';
import { patchFilters } from '@/lib/records/filters';
import { betStatusLabel, betStatusTone, stateLabel, stateTone } from '@/lib/records/states';
import { DEFAULT_TRANS_FILTERS, withFilter } from '@/lib/records/trans-filters';
import { parseQuery } from '@/lib/router/queries';

describe('state labels (docs/SCREENS.md#transrecord)', () => {
  it('deposits and withdrawals: 未定义 / 待审核 / 审核通过 / 审核拒绝', () => {
    for (const type of [1, 2] as const)
      expect([0, 1, 2, 3].map((s) => stateLabel(type, s))).toEqual(['未定义', '待审核', '审核通过', '审核拒绝']);
  });
  it('transfers, gifts and rebates: 失败 / 成功 / 待结算 / 未定义', () => {
    for (const type of [3, 4, 5, 6] as const)
      expect([0, 1, 2, 3].map((s) => stateLabel(type, s))).toEqual(['失败', '成功', '待结算', '未定义']);
  });
  it('a state outside the table reads as undefined', () => {
    expect(stateLabel(1, 9)).toBe('未定义');
    expect(stateLabel(3, -1)).toBe('未定义');
  });
  it('tones: pending amber, approved green, rejected red', () => {
    expect([stateTone(2, 1), stateTone(2, 2), stateTone(2, 3)]).toEqual(['pending', 'good', 'bad']);
    expect([stateTone(4, 0), stateTone(4, 1), stateTone(4, 2)]).toEqual(['bad', 'good', 'pending']);
  });
});

describe('filters', () => {
  it('default: all platforms, last 30 days (4), deposits', () => {
    expect(parseQuery('/transRecord', new URLSearchParams())).toEqual({ platform: '', date: 4, type: 1 });
    expect(DEFAULT_TRANS_FILTERS.date).toBe(4);
  });
  it('read from the query, unknown values fall back', () => {
    expect(parseQuery('/transRecord', new URLSearchParams('type=2&date=1&platform=ag'))).toEqual({
      platform: 'ag',
      date: 1,
      type: 2,
    });
    expect(parseQuery('/transRecord', new URLSearchParams('type=8&date=0'))).toEqual({
      platform: '',
      date: 4,
      type: 1,
    });
  });
  it('a change gives a new filter set; no change gives the same object (no reload)', () => {
    const f = { platform: '', date: 4 as const, type: 1 as const };
    expect(withFilter(f, { type: 1 })).toBe(f);
    expect(withFilter(f, { date: 2 })).toEqual({ platform: '', date: 2, type: 1 });
  });
});

describe('paging: any filter change restarts at page 1, loading stops after last_page', () => {
  const page = (n: number, last: number, rows = 1) => ({
    page: n,
    lastPage: last,
    total: 0,
    rows: Array.from({ length: rows }, () => ({})),
  });
  it('the first page of any filter set is page 1', () => {
    expect(pageKey(['/api/gettransrecord', 't', '', 4, 1])(0, null)).toEqual(['/api/gettransrecord', 't', '', 4, 1, 1]);
    expect(pageKey(['/api/gettransrecord', 't', 'ag', 2, 3])(0, null)).toEqual([
      '/api/gettransrecord',
      't',
      'ag',
      2,
      3,
      1,
    ]);
  });
  it('continues to last_page and stops there (or at an empty page)', () => {
    const key = pageKey(['p']);
    expect(key(1, page(1, 3))).toEqual(['p', 2]);
    expect(key(3, page(3, 3))).toBeNull();
    expect(key(1, page(1, 3, 0))).toBeNull();
    expect(hasNextPage(page(2, 3))).toBe(true);
  });
  it('no session, no key', () => {
    expect(pageKey(null)(0, null)).toBeNull();
  });
});

describe('rows from the wire', () => {
  it('amounts exact, withdrawals by |real_money| when amount is absent, Beijing time', () => {
    expect(
      toTransRecord({
        amount: '100.10',
        state: 1,
        created_at: '2024-05-01 13:45:09',
        pay_way: '银行卡',
        out_trade_no: 'D1',
      }),
    ).toEqual({
      orderNo: 'D1',
      amount: 10010,
      payWay: '银行卡',
      state: 1,
      createdAt: Date.UTC(2024, 4, 1, 5, 45, 9),
      direction: null,
      counterparty: '',
    });
    expect(toTransRecord({ real_money: '-250.35', state: '2' })).toMatchObject({
      amount: 25035,
      state: 2,
      orderNo: '',
    });
  });

  it('a 下级转账 row (type 7) keeps its direction and the other side; an unknown direction is none', () => {
    const row = { amount: '40.25', state: 1, pay_way: '转给下级', direction: 'out', counterparty: 'friend01' };
    expect(toTransRecord(row)).toMatchObject({ amount: 4025, direction: 'out', counterparty: 'friend01' });
    expect(toTransRecord({ ...row, direction: 'in', counterparty: 'ag***01' })).toMatchObject({
      direction: 'in',
      counterparty: 'ag***01',
    });
    expect(toTransRecord({ ...row, direction: 'sideways' }).direction).toBeNull();
  });
});

describe('bet records (docs/SCREENS.md#betrecord, docs/API.md#betrecord)', () => {
  it('status labels: 0 无效注单, 1 已结算, 2 未结算; anything else 未知', () => {
    expect([0, 1, 2].map(betStatusLabel)).toEqual(['无效注单', '已结算', '未结算']);
    expect(betStatusLabel(-1)).toBe('未知');
    expect([0, 1, 2].map(betStatusTone)).toEqual(['neutral', 'good', 'pending']);
  });
  it('wire rows: string or number money, missing created_at falls back to bet_time, missing plays to Code', () => {
    expect(
      toBetRecord({
        bet_id: 'PG123',
        bet_time: '2024-05-01 13:45:09',
        platform_type: 'pg',
        bet_amount: '10.00',
        win_loss: '-10.00',
        status: 1,
        Code: 'PG电子',
      }),
    ).toEqual({
      betId: 'PG123',
      platform: 'PG电子',
      plays: 'PG电子',
      amount: 1000,
      winLoss: -1000,
      status: 1,
      createdAt: Date.UTC(2024, 4, 1, 5, 45, 9),
    });
    expect(
      toBetRecord({
        bet_id: 7,
        bet_amount: 20.5,
        win_loss: 19.6,
        status: '2',
        Code: '加拿大28',
        plays: '大',
        created_at: '2024-05-02 00:00:00',
        bet_time: '2024-05-01 00:00:00',
      }),
    ).toMatchObject({
      betId: '7',
      amount: 2050,
      winLoss: 1960,
      status: 2,
      plays: '大',
      createdAt: Date.UTC(2024, 4, 1, 16, 0, 0),
    });
    expect(toBetRecord({ platform_type: 'ky', created_at: '', bet_time: null })).toMatchObject({
      platform: 'ky',
      plays: 'ky',
      amount: 0,
      createdAt: null,
      status: -1,
    });
  });
  it('filters: all platforms and the last 30 days by default, read from the query', () => {
    expect(parseQuery('/betRecord', new URLSearchParams())).toEqual({ platform: '', date: 4 });
    expect(DEFAULT_BET_FILTERS).toEqual({ platform: '', date: 4 });
    expect(parseQuery('/betRecord', new URLSearchParams('date=3&platform=OWN'))).toEqual({ platform: 'OWN', date: 3 });
    expect(parseQuery('/betRecord', new URLSearchParams('date=9'))).toEqual({ platform: '', date: 4 });
  });
  it('no change to the filters is the same object (no reload)', () => {
    const f = { platform: '', date: 4 as const };
    expect(patchFilters(f, { date: 4 })).toBe(f);
    expect(patchFilters(f, { platform: 'OWN' })).toEqual({ platform: 'OWN', date: 4 });
  });
});
