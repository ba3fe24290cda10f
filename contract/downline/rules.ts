/**
 * 下级转账: an agent (isagent = 1) pays one of their direct downline members (users.pid = the
 * agent's id) from main wallet to main wallet. Messages both programs show, the record type and
 * its directions. The pay-password and balance texts are the withdrawal's and the transfer's
 * own, so a player reads one wording for one rule everywhere.
 */
import { TRANSFER_MESSAGES, TRIAL_MONEY_REFUSED, WITHDRAW_MESSAGES } from '../money/rules.ts';
import type { DownlineDirection } from '../records/rules.ts';

export const DOWNLINE_MESSAGES = {
  usernameRequired: '请选择下级会员',
  amountRequired: '请输入转账金额',
  amountZero: '转账金额必须大于0',
  /** Signs, exponents, more than two decimals, text. */
  amountInvalid: '请输入正确的转账金额',
  passwordRequired: WITHDRAW_MESSAGES.passwordRequired,
  noPayPassword: WITHDRAW_MESSAGES.noPayPassword,
  wrongPassword: WITHDRAW_MESSAGES.wrongPassword,
  trial: TRIAL_MONEY_REFUSED,
  notAgent: '仅代理可使用下级转账',
  /** Unknown, disabled or a play-money account. */
  unknownMember: '用户不存在',
  /** Anyone whose pid is not the agent, the agent included. */
  notDownline: '该会员不是您的下级',
  insufficient: TRANSFER_MESSAGES.insufficient,
  done: '转账成功',
} as const;

/** The codes of docs/API.md#error-codes each refusal answers with. */
export const DOWNLINE_CODES = {
  payPassword: 520,
  refused: 500,
  unknownMember: 202,
  insufficient: 210,
} as const;

/** /api/gettransrecord `type` of downline transfers (both sides see the same movement). */
export const DOWNLINE_RECORD_TYPE = 7;

/** A type-7 row's `pay_way`, by direction. */
export const DOWNLINE_RECORD_LABELS: Record<DownlineDirection, string> = {
  out: '转给下级',
  in: '上级转入',
};

/** /api/downlines `username`: a part of the name, matched case-insensitively; longer is cut. */
export const DOWNLINE_SEARCH_MAX = 16;
