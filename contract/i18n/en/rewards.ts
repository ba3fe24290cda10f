import {
  NO_REBATE_LOCAL,
  NO_REBATE_MESSAGE,
  REBATE_CLAIMED,
  RED_PACKET_CLOSED,
  RED_PACKET_DEPOSIT_SHORT,
  RED_PACKET_NETWORK,
  RED_PACKET_NO_DRAWS,
  RED_PACKET_NO_RULE,
  RED_PACKET_NOT_ELIGIBLE,
  RED_PACKET_OUT_OF_WINDOW,
  RED_PACKET_WON,
  REPORT_DAY_INVALID,
  VIP_DEMOTED_TITLE,
  VIP_PROMOTED_TITLE,
  vipDemotedText,
  vipPromotedText,
} from '../../rewards/rules.ts';
import type { Messages } from '../matcher.ts';

export const rewards: Messages = {
  exact: [
    [NO_REBATE_MESSAGE, 'No rebate to claim'],
    [NO_REBATE_LOCAL, 'Nothing to claim yet!'],
    [REBATE_CLAIMED, 'Claimed'],
    [RED_PACKET_CLOSED, 'Red packets are closed'],
    [RED_PACKET_NOT_ELIGIBLE, 'You don’t qualify yet: keep going!'],
    [RED_PACKET_NETWORK, 'Server error, please try again later'],
    [RED_PACKET_NO_RULE, 'No red packets right now'],
    [RED_PACKET_DEPOSIT_SHORT, 'Your total deposits don’t meet this promotion’s terms yet'],
    [RED_PACKET_NO_DRAWS, 'You have used all your draws'],
    [RED_PACKET_OUT_OF_WINDOW, 'Red packets are not open right now'],
    [RED_PACKET_WON, 'Claimed'],
    [REPORT_DAY_INVALID, 'Invalid date'],
    [VIP_PROMOTED_TITLE, 'VIP level up'],
    [VIP_DEMOTED_TITLE, 'VIP level adjusted'],
  ],
  templates: [
    {
      zh: (to) => vipPromotedText(Number(to)),
      en: (to) =>
        `Congratulations on reaching VIP${to}! Your total deposits and turnover meet the VIP${to} requirements: enjoy higher rebates and exclusive perks.`,
    },
    {
      zh: (from, to, days, retention) => vipDemotedText(Number(from), Number(to), Number(days), retention),
      en: (from, to, days, retention) =>
        `Your level is now VIP${to}. Reason: your valid bets over the last ${days} days fell short of the VIP${from} retention requirement (¥${retention}).`,
    },
  ],
};
