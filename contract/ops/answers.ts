/**
 * What the operator calls answer (`data` of the envelope), as types: the ops CLI
 * (server/src/ops) reads them through these, and the routes (server/src/routes/admin*.ts) send
 * them. Money is yuan as strings ("100.50"), times Beijing 'YYYY-MM-DD HH:mm:ss'.
 */
import type { AuditLogAnswer, ChainReport } from './audit-answers.ts';

export type { AuditLogAnswer, ChainReport };

export interface SiteAnswer {
  site_state: string;
  state: 'open' | 'maintenance';
  repair_tips: string;
  title: string;
  trial_enabled: boolean;
}

export interface CreditAnswer {
  username: string;
  user_id: number;
  amount: string;
  balance: string;
  tx_id: number;
  replayed: boolean;
}

export interface UserList {
  total: number;
  page: number;
  limit: number;
  users: { id: number; username: string; balance: string; created_at: string; is_trial: boolean; status: string }[];
}

export interface UserStatusAnswer {
  username: string;
  status: 'active' | 'disabled';
}

interface BankDetails {
  bank_owner?: string | null;
  bank?: string | null;
  bank_no?: string | null;
  bank_address?: string | null;
}

export interface DepositList {
  total: number;
  deposits: {
    deposit_no: string;
    username: string;
    amount: string;
    usdt_amount?: string | null;
    pay_way: string;
    state: string;
    created_at: string;
    depositor: BankDetails;
  }[];
}

export interface WithdrawalList {
  total: number;
  withdrawals: {
    order_no: string;
    username: string;
    amount: string;
    real_money: string;
    currency: string;
    pay_way: string;
    state: string;
    created_at: string;
    destination: BankDetails;
  }[];
}

export interface ReviewAnswer {
  amount: string;
  state: 'approved' | 'rejected';
  balance: string | null;
}

export interface LedgerAudit {
  ok: boolean;
  transactions: number;
  postings: number;
  accounts: number;
  totals?: { house?: Record<string, string>; playersMain: string; playersVenues: string; sum: string };
  reconciliation?: { ok: boolean; check: string; ledger: string; records: string }[];
}

export interface SettingAnswer {
  key: string;
  value: string;
}

export interface OperatorList {
  operators: { name: string; created_by: string; created_at: string; revoked_at: string | null }[];
}

export interface OperatorAdded {
  name: string;
  /** Shown once: only its hash is stored. */
  token: string;
}

export interface VoidAnswer {
  lottery_id: number;
  expect: string;
  bets: number;
  players: number;
  refunded: string;
  replayed: boolean;
}

export interface RoundsAnswer {
  now: string;
  leader: boolean;
  round_seconds?: number | null;
  lotteries: {
    id: number;
    title: string;
    running: boolean;
    current: { expect: string; state: string; draw_at: string; timeout: number; bets: number; stake: string } | null;
    next: { expect: string } | null;
    last: { expect: string; result: string; status: string } | null;
    unsettled_rounds: number;
    unsettled_bets: number;
    overdue_rounds: number;
  }[];
}

export interface Published {
  id: number;
}

export interface ActivityView {
  id: number;
  type: number;
  title: string;
  state: string;
  can_apply: number;
  apply_limit: number;
  bonus: string;
  turnover_multiple: string | null;
  start_at: string | null;
  end_at: string | null;
}

export interface ApplicationView {
  id: number;
  activity: string;
  username: string;
  state: string;
  bonus: string;
  reason: string;
  created_at: string;
}

export interface ApplicationReviewed {
  id: number;
  user_id: number;
  state: 'approved' | 'rejected';
  bonus: string;
  balance: string | null;
}

export interface AgentApplication {
  id: number;
  username: string;
  mobile: string;
  apply_info: string;
  state: string;
  created_at: string;
}

export interface AgentReviewed {
  id: number;
  user_id: number;
  state: 'approved' | 'rejected';
}

export interface FeedbackRow {
  id: number;
  username: string;
  content: string;
  contact: string;
  state: string;
  created_at: string;
}

export interface InviteRuleAnswer {
  reward: string;
  min_deposit: string;
  turnover_multiple: string;
  intro: string;
}

/** VIP levels, red-packet rules and report days: printed as tables of their keys. */
export type TableRow = Record<string, string | number>;
