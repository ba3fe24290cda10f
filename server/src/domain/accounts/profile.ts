/**
 * The member view of /api/user and /api/refreshusermoney: the full user shape of docs/API.md#user plus `id`,
 * `is_trial` and `has_paypassword`. Built field by field from the row, so no hash or internal column can leak.
 */
import type { WireUser } from '../../../../contract/member/schemas.ts';
import type { Queryable } from '../../db/types.ts';
import { formatCents } from '../../lib/money.ts';
import { beijingDaysBetween } from '../../lib/time.ts';
import { uploadUrl } from '../../lib/urls.ts';
import { playerBalances } from '../ledger/accounts.ts';
import { getSettings } from '../site/settings.ts';
import { pendingRebates } from '../rewards/reward-lists.ts';
import { hasPayPassword } from './pay-password.ts';
import type { UserRow } from './users.ts';

export const MAX_VIP = 10;

export function vipName(level: number): string {
  return `VIP${level}`;
}

/** Our served badge image (the legacy value was a front-end asset path). */
export function vipBadgePath(level: number): string {
  return `vip/vip${level}.svg`;
}

export interface MemberView extends WireUser {
  id: number;
  api_token: string;
  balance: string;
  gameblance: string;
  fanshui: string;
  paysum: string;
  totalgame: string;
  vip: number;
  current_vip: string;
  next_vip: string;
  joinday: number;
  isagent: number;
  transferstatus: number;
  is_trial: number;
  has_paypassword: number;
}

export async function memberView(
  q: Queryable,
  user: UserRow,
  context: { token: string; origin: string; now?: Date },
): Promise<MemberView> {
  const [balances, settings, rebates] = await Promise.all([
    playerBalances(q, user.id),
    getSettings(q),
    pendingRebates(q, user.id),
  ]);
  const vip = Math.min(Math.max(user.vip, 1), MAX_VIP);
  return {
    id: user.id,
    api_token: context.token,
    username: user.username,
    realname: user.realname,
    avatar: uploadUrl(context.origin, user.avatar),
    balance: formatCents(balances.main),
    gameblance: formatCents(balances.venues),
    // What the member may claim in the rebate centre.
    fanshui: formatCents(rebates),
    paysum: formatCents(BigInt(user.paysum)),
    totalgame: formatCents(BigInt(user.totalgame)),
    level: 0,
    vip,
    current_vip: vipName(vip),
    next_vip: vipName(Math.min(vip + 1, MAX_VIP)),
    vipname: uploadUrl(context.origin, vipBadgePath(vip)),
    joinday: beijingDaysBetween(user.created_at, context.now ?? new Date()),
    isagent: user.isagent,
    transferstatus: user.transferstatus,
    mobile: user.mobile,
    email: user.email,
    birthday: user.birthday,
    usdtrate: settings.usdtrate,
    withdrawusdtrate: settings.withdrawusdtrate,
    // The legacy naming trap, kept on purpose (docs/API.md#user): withdrawcashfee is the ERC20 fee.
    withdrawcashfee: settings.withdraw_fee_usdt_erc,
    withdrawfeeusdttrc: settings.withdraw_cash_fee,
    is_trial: user.is_trial ? 1 : 0,
    has_paypassword: hasPayPassword(user) ? 1 : 0,
  };
}
