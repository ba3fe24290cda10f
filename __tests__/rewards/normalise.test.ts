import { toDailyReport, toRebateRow, toRedPacketInfo, toVipLevels } from '@/lib/api/normalise/rewards';

describe('reward wire shapes', () => {
  it('VIP levels: money to cents, rates as 2-decimal percents, a non-list as none', () => {
    const [level] = toVipLevels([
      {
        id: 2,
        vipname: 'VIP2',
        recharge: '1000.00',
        flow: 5000,
        realperson: '0.5',
        electron: 0.6,
        joker: '0.60',
        sport: '0.50',
        lottery: '0.30',
        e_sport: '0.50',
      },
    ]);
    expect(level).toEqual({
      level: 2,
      name: 'VIP2',
      recharge: 100000,
      flow: 500000,
      rates: { realperson: '0.50', sport: '0.50', e_sport: '0.50', joker: '0.60', electron: '0.60', lottery: '0.30' },
    });
    expect(toVipLevels('')).toEqual([]);
  });

  it('red-packet info: the rule columns read for what they mean, a negative sendnums kept, unknown status as END', () => {
    const info = toRedPacketInfo({
      sendnums: -1,
      acquirednum: '2',
      redPacketStatus: 'later',
      max_times: 5,
      rules: [
        {
          id: 1,
          day_flow: '100.00',
          flow_money: '999.00',
          recharge: '2.9',
          money: '2.00',
          start_time: 'a',
          end_time: 'b',
        },
      ],
    });
    expect(info).toEqual({
      left: -1,
      drawn: 2,
      maxTimes: 5,
      status: 'END',
      rules: [{ id: 1, depositMin: 10000, depositMax: 99900, draws: 2, start: 'a', end: 'b' }],
    });
    expect(toRedPacketInfo(null)).toEqual({ left: 0, drawn: 0, maxTimes: 0, status: 'END', rules: [] });
  });

  it('rebate rows: state 0 is unclaimed, times in Beijing', () => {
    const row = toRebateRow({
      id: 1,
      gamename: 'AG真人',
      money: '3.20',
      state: 0,
      created_at: '2026-03-03 00:00:00',
      updated_at: '2026-03-03 00:00:00',
    });
    expect(row.claimed).toBe(false);
    expect(row.amount).toBe(320);
    expect(row.createdAt).toBe(Date.UTC(2026, 2, 2, 16, 0, 0));
    expect(toRebateRow({ id: 2, gamename: '', money: 1, state: 1, created_at: '', updated_at: '' }).claimed).toBe(true);
  });

  it('daily report: four totals in cents, missing as 0', () => {
    expect(toDailyReport({ win_total: '-120.50', recharge_total: '500.00', bet_total: 830 })).toEqual({
      win: -12050,
      recharge: 50000,
      withdraw: 0,
      bet: 83000,
    });
  });
});
