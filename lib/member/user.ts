import type { Cents } from '@/lib/money';

/** A restricted member's state (docs/API.md#protection); an open account has none. */
export type RestrictionState = 'timeout' | 'exclusion' | 'closed' | 'reopening';

/**
 * What the login answer and /api/user say while the member is restricted: the state, its end
 * (time-out, self-exclusion) or reopening time, both as the wire's Beijing `YYYY-MM-DD HH:mm:ss`,
 * and the message every refused call answers with.
 */
export interface Protection {
  state: RestrictionState;
  until: string | null;
  reopenAt: string | null;
  message: string;
}

/**
 * The signed-in member as screens and the session see it (normalised from the wire by
 * lib/api/normalise/member.ts). Kept outside lib/api so the session store does not depend on it.
 */
export interface User {
  id: number | null;
  username: string;
  realname: string;
  avatar: string;
  balance: Cents;
  gameBalance: Cents;
  rebate: Cents;
  paysum: Cents;
  totalGame: Cents;
  /** VIP level 1–10 (from current_vip's text after 'P' when present; docs/API.md#user). */
  vip: number;
  joinDays: number;
  isAgent: boolean;
  mobile: string;
  email: string;
  birthday: string;
  autoTransfer: boolean;
  usdtRate: string;
  withdrawUsdtRate: string;
  /** ERC20 network fee in USDT (wire: withdrawcashfee). */
  feeErc20: string;
  /** TRC20 network fee in USDT (wire: withdrawfeeusdttrc). */
  feeTrc20: string;
  isTrial: boolean;
  /**
   * Whether the member has a pay password of its own (never the login password); null when the
   * back end does not say (a legacy server): then nothing is asked (docs/API.md#pay-password).
   */
  hasPayPassword: boolean | null;
  /**
   * The member's restriction (time-out, self-exclusion, closed, reopening); null while open and
   * always on a legacy back end, which never sends it (docs/API.md#protection).
   */
  protection: Protection | null;
}
