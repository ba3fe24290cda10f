/**
 * The house accounts the reward programmes pay from: red packets (and other promotion gifts)
 * from the promotions budget, rebates from the rebate budget. Both may go negative (the house
 * pays out); the ledger audit and the promotions report read them like any other account.
 */
export const REWARD_HOUSE = {
  promotions: 'house:promotions',
  rebates: 'house:rebates',
} as const;

/** What 账户明细 shows as pay_way for a red packet (type 5, gift). */
export const RED_PACKET_LABEL = '红包';
