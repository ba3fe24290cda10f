import { toPlayGroup } from '@/lib/api/normalise/lottery';
import type { Cents } from '@/lib/money';
import { cellsOf, checkSlip, emptySlip, orderBody, slipReducer, slipTotal, type BetSlip } from '@/lib/lottery/bet-slip';
import { LHC_GROUPS, PC28_GROUPS } from '../support/lottery-fixtures';

const [mixed, sumGroup] = PC28_GROUPS.map(toPlayGroup);
const [lhcSpecial] = LHC_GROUPS.map(toPlayGroup);
const limits = { min: 1000 as Cents, max: 5_000_000 as Cents };

const pickAll = (slip: BetSlip, ...cells: [ReturnType<typeof toPlayGroup>, number][]) =>
  cells.reduce((s, [group, i]) => slipReducer(s, { type: 'toggle', group, cell: cellsOf(group, 2)[i] }), slip);

describe('play groups become buttons (docs/LOTTERY.md)', () => {
  it('a plain group: one button per child, data ""', () => {
    expect(cellsOf(mixed, 2).map((c) => [c.optionId, c.label, c.odds, c.data])).toEqual([
      [101, '大', '1.98', ''],
      [102, '小', '1.98', ''],
      [103, '单', '1.98', ''],
      [104, '双', '1.98', ''],
    ]);
  });
  it('a special group with one child per number: the children are the grid, data = playtitle', () => {
    const cells = cellsOf(sumGroup, 2);
    expect(cells).toHaveLength(28);
    expect(cells[14]).toEqual({ optionId: 214, label: '14', odds: '12.93', data: '14' });
  });
  it("a special group with a single child: 1–49 for type 1 at that child's odds, data = the number", () => {
    const cells = cellsOf(lhcSpecial, 1);
    expect(cells.map((c) => c.data)).toEqual(Array.from({ length: 49 }, (_, i) => String(i + 1)));
    expect(new Set(cells.map((c) => `${c.optionId}@${c.odds}`))).toEqual(new Set(['300@47.53']));
  });
  it('a special group with a single child in a type 2 lottery: 0–27', () => {
    const single = toPlayGroup({
      id: 9,
      name: '和值',
      special: 1,
      childrens: [{ id: 900, playtitle: '和值', odds: '9.5' }],
    });
    expect(cellsOf(single, 2).map((c) => c.data)).toEqual(Array.from({ length: 28 }, (_, i) => String(i)));
  });
});

describe('the slip', () => {
  it('starts with the quick amount 10 and no picks', () => {
    expect(emptySlip()).toEqual({ stake: 10, picks: [] });
  });
  it('a pick starts at the quick amount; tapping again takes it back', () => {
    let s = pickAll(emptySlip(), [mixed, 0]);
    expect(s.picks).toMatchObject([{ optionId: 101, label: '大', amount: '10', data: '' }]);
    s = pickAll(s, [mixed, 0]);
    expect(s.picks).toEqual([]);
  });
  it('a quick amount sets the stake of every pick and of the next ones', () => {
    let s = pickAll(emptySlip(), [mixed, 0]);
    s = slipReducer(s, { type: 'quick', amount: 50 });
    s = pickAll(s, [sumGroup, 14]);
    expect(s.picks.map((p) => p.amount)).toEqual(['50', '50']);
  });
  it("one order's amount is edited alone (digits and two decimals only); removal drops one order", () => {
    let s = pickAll(emptySlip(), [mixed, 0], [mixed, 1]);
    s = slipReducer(s, { type: 'amount', key: s.picks[1].key, text: '25.678x' });
    expect(s.picks.map((p) => p.amount)).toEqual(['10', '25.67']);
    s = slipReducer(s, { type: 'remove', key: s.picks[0].key });
    expect(s.picks.map((p) => p.label)).toEqual(['小']);
  });
  it('clearing keeps the chosen quick amount', () => {
    const s = slipReducer(slipReducer(pickAll(emptySlip(), [mixed, 0]), { type: 'quick', amount: 200 }), {
      type: 'clear',
    });
    expect(s).toEqual({ stake: 200, picks: [] });
  });
  it('the running total counts valid stakes only', () => {
    let s = pickAll(emptySlip(), [mixed, 0], [mixed, 1]);
    expect(slipTotal(s.picks)).toBe(2000);
    s = slipReducer(s, { type: 'amount', key: s.picks[1].key, text: '' });
    expect(slipTotal(s.picks)).toBe(1000);
  });
});

describe('checks before the confirmation (docs/SCREENS.md#lottery)', () => {
  it('at least one option: 请选择投注项', () => {
    expect(checkSlip([], limits)).toEqual({ ok: false, message: '请选择投注项' });
  });
  it('a blank stake, a zero stake, a stake outside the room limits', () => {
    const s = pickAll(emptySlip(), [mixed, 0]);
    const withAmount = (text: string) => slipReducer(s, { type: 'amount', key: s.picks[0].key, text }).picks;
    expect(checkSlip(withAmount(''), limits)).toEqual({ ok: false, message: '请输入投注金额', key: s.picks[0].key });
    expect(checkSlip(withAmount('0.00'), limits)).toMatchObject({ ok: false, message: '投注金额必须大于0' });
    expect(checkSlip(withAmount('9.99'), limits)).toMatchObject({ ok: false, message: '单注金额需在10-50,000元之间' });
    expect(checkSlip(withAmount('50000.01'), limits)).toMatchObject({
      ok: false,
      message: '单注金额需在10-50,000元之间',
    });
    expect(checkSlip(withAmount('50000'), limits)).toMatchObject({ ok: true });
  });
  it('limits the room does not state are not checked; one known bound says which', () => {
    const s = pickAll(emptySlip(), [mixed, 0]);
    const tiny = slipReducer(s, { type: 'amount', key: s.picks[0].key, text: '0.01' }).picks;
    expect(checkSlip(tiny, { min: null, max: null })).toMatchObject({ ok: true, total: 1 });
    expect(checkSlip(tiny, { min: 500 as Cents, max: null })).toMatchObject({
      ok: false,
      message: '单注金额不能低于5元',
    });
  });
  it('the body: the open round, each option id, total in yuan, data for special groups', () => {
    let s = pickAll(emptySlip(), [mixed, 0], [sumGroup, 14]);
    s = slipReducer(s, { type: 'amount', key: s.picks[1].key, text: '20.5' });
    const check = checkSlip(s.picks, limits);
    if (!check.ok) throw new Error(check.message);
    expect(check.total).toBe(3050);
    expect(orderBody(11, '2984522', check.orders)).toEqual({
      room_id: 11,
      expect: '2984522',
      order: [
        { id: 101, total: 10, data: '' },
        { id: 214, total: 20.5, data: '14' },
      ],
    });
  });
});
