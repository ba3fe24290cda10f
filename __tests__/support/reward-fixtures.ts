import type { WireVipLevel } from '@/contract/rewards/schemas';

/** Ten levels as the reference server sends them. */
export const VIP_LEVELS: WireVipLevel[] = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  vipname: `VIP${i + 1}`,
  recharge: [
    '0.00',
    '1000.00',
    '5000.00',
    '20000.00',
    '50000.00',
    '100000.00',
    '300000.00',
    '500000.00',
    '1000000.00',
    '2000000.00',
  ][i]!,
  flow: [
    '0.00',
    '5000.00',
    '25000.00',
    '100000.00',
    '250000.00',
    '500000.00',
    '1500000.00',
    '2500000.00',
    '5000000.00',
    '10000000.00',
  ][i]!,
  realperson: (0.4 + i * 0.1).toFixed(2),
  electron: (0.5 + i * 0.1).toFixed(2),
  joker: (0.5 + i * 0.1).toFixed(2),
  sport: (0.4 + i * 0.1).toFixed(2),
  fish: '0.50',
  lottery: (0.2 + i * 0.1).toFixed(2),
  e_sport: (0.4 + i * 0.1).toFixed(2),
}));

/** GET /api/userredpacket in the window with draws left. */
export const RED_PACKET_INFO = {
  sendnums: 2,
  acquirednum: 0,
  redPacketStatus: 'STARTING',
  max_times: 3,
  rules: [
    {
      id: 1,
      day_flow: '100.00',
      flow_money: '999.99',
      recharge: '1',
      money: '2.00',
      start_time: '2026-03-02 10:00:00',
      end_time: '2026-03-02 12:00:00',
      status: 1,
    },
    {
      id: 2,
      day_flow: '1000.00',
      flow_money: '4999.99',
      recharge: '2',
      money: '2.00',
      start_time: '2026-03-02 10:00:00',
      end_time: '2026-03-02 12:00:00',
      status: 1,
    },
  ],
};

export const APP_INFO = { title: 'TG', site_state: '1', redpacket_switch: '1' };
