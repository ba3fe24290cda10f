/**
 * What the promotion calls answer: VIP levels, red packets, rebates, the report.
 */
import { Type, type Static } from 'typebox';
import { Yuan } from './answer-fields.ts';

const Percent = Type.String({ description: 'Percent with two decimals ("0.50").' });

/** GET /admin/promotions/vip-levels row; POST /admin/promotions/vip-levels/{level} answers one. */
export const VipLevelView = Type.Object({
  level: Type.Number(),
  recharge: Yuan,
  flow: Yuan,
  retention_flow: Yuan,
  realperson: Percent,
  electron: Percent,
  joker: Percent,
  sport: Percent,
  fish: Percent,
  lottery: Percent,
  e_sport: Percent,
});
export type VipLevelView = Static<typeof VipLevelView>;

/** POST /admin/promotions/vip-page. */
export const VipPageAnswer = Type.Object({ vip_page_url: Type.String() });
export type VipPageAnswer = Static<typeof VipPageAnswer>;

/** A red-packet rule; POST /admin/promotions/red-packets/rules answers the saved one. */
export const RedPacketRuleView = Type.Object({
  id: Type.Number(),
  day_flow: Yuan,
  flow_money: Yuan,
  draws: Type.Number(),
  percent: Percent,
  min_amount: Yuan,
  start_time: Type.String({ description: 'HH:MM:SS, Beijing.' }),
  end_time: Type.String({ description: 'HH:MM:SS, Beijing.' }),
  turnover_multiple: Type.Number(),
  status: Type.Number({ description: '1 on, 0 off.' }),
});
export type RedPacketRuleView = Static<typeof RedPacketRuleView>;

/** POST /admin/promotions/red-packets/switch. */
export const RedPacketSwitchAnswer = Type.Object({
  redpacket_switch: Type.String({ description: '"1" on, "0" off.' }),
});
export type RedPacketSwitchAnswer = Static<typeof RedPacketSwitchAnswer>;

/** GET /admin/promotions/red-packets. */
export const RedPacketsAnswer = Type.Object({
  redpacket_switch: Type.String({ description: '"1" on, "0" off.' }),
  rules: Type.Array(RedPacketRuleView),
});
export type RedPacketsAnswer = Static<typeof RedPacketsAnswer>;

/** POST /admin/promotions/rebate-day. */
export const RebateDayAnswer = Type.Object({
  day: Type.String(),
  written: Type.Number({ description: 'Rebate rows written by this run.' }),
  amount: Yuan,
});
export type RebateDayAnswer = Static<typeof RebateDayAnswer>;

/** GET /admin/promotions/report. */
export const PromotionsReport = Type.Object({
  days: Type.Array(
    Type.Object({
      day: Type.String(),
      red_packets: Type.Number(),
      red_packet_amount: Yuan,
      rebates_written: Yuan,
      rebates_claimed: Yuan,
      rebates_pending: Yuan,
      vip_promoted: Type.Number(),
      vip_demoted: Type.Number(),
    }),
  ),
});
export type PromotionsReport = Static<typeof PromotionsReport>;

/** VIP levels, red-packet rules and report days: printed as tables of their keys. */
export type TableRow = Record<string, string | number>;
