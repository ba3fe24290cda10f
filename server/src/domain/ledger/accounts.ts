/**
 * Ledger accounts: one row per player wallet and per house account. Ids never change, so callers
 * resolve them before posting (posting locks them).
 */
import { toCents } from '../../lib/money.ts';
import { one, type Queryable } from '../../db/types.ts';

export const HOUSE = {
  /** Pays the play money of trial accounts. */
  trialBankroll: 'house:trial_bankroll',
  /** Counterpart of operator credits (and of the demo seed). */
  manualCredit: 'house:manual_credit',
  /** Counterpart of operator debits (an adjustment taking money back from a player). */
  manualDebit: 'house:manual_debit',
} as const;

export const MAIN_WALLET = 'main';

export function playerAccountCode(userId: number, wallet = MAIN_WALLET): string {
  return `user:${userId}:${wallet}`;
}

/** Creates the wallet if missing and returns its id (idempotent). */
export async function ensurePlayerAccount(q: Queryable, userId: number, wallet = MAIN_WALLET): Promise<number> {
  const code = playerAccountCode(userId, wallet);
  // Almost always there already: one read, and the insert only for a first use.
  const existing = await one<{ id: number }>(q, 'SELECT id FROM ledger_accounts WHERE code = $1', [code]);
  if (existing) return existing.id;
  // No conflict target: a player wallet is unique twice (code, and user_id + wallet). With only
  // `(code)` as the arbiter, two first uses racing on PostgreSQL can fail on the other index
  // (a unique violation, an error 500) instead of one of them doing nothing.
  await q.query(
    `INSERT INTO ledger_accounts (code, kind, user_id, wallet) VALUES ($1, 'player', $2, $3)
     ON CONFLICT DO NOTHING`,
    [code, userId, wallet],
  );
  return accountIdByCode(q, code);
}

/**
 * Trial accounts play with play money: every house account they touch is a `house:trial_*` twin of
 * the real one, so real-money balances and the audit's reconciliations never include play money.
 */
export function trialHouseCode(code: string): string {
  if (!code.startsWith('house:')) throw new Error(`not a house account code: ${code}`);
  return code.startsWith('house:trial_') ? code : `house:trial_${code.slice('house:'.length)}`;
}

/** The trial members among the given users (trial accounts' money posts to trial houses). */
export async function trialUserIds(q: Queryable, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await q.query<{ id: number }>('SELECT id FROM users WHERE id = ANY($1::int[]) AND is_trial', [userIds]);
  return new Set(rows.map((r) => r.id));
}

/** House accounts are created on demand too, so any domain can add its own without a migration. */
export async function ensureHouseAccount(q: Queryable, code: string): Promise<number> {
  if (!code.startsWith('house:')) throw new Error(`not a house account code: ${code}`);
  await q.query(`INSERT INTO ledger_accounts (code, kind) VALUES ($1, 'house') ON CONFLICT DO NOTHING`, [code]);
  return accountIdByCode(q, code);
}

export async function accountIdByCode(q: Queryable, code: string): Promise<number> {
  const row = await one<{ id: number }>(q, 'SELECT id FROM ledger_accounts WHERE code = $1', [code]);
  if (!row) throw new Error(`unknown ledger account ${code}`);
  return row.id;
}

export async function balanceOf(q: Queryable, code: string): Promise<bigint> {
  const row = await one<{ balance: unknown }>(q, 'SELECT balance FROM ledger_accounts WHERE code = $1', [code]);
  return row ? toCents(row.balance) : 0n;
}

export interface PlayerBalances {
  /** Central wallet. */
  main: bigint;
  /** Sum of the venue wallets (`gameblance` on the wire). */
  venues: bigint;
}

export async function playerBalances(q: Queryable, userId: number): Promise<PlayerBalances> {
  const rows = await q.query<{ wallet: string; balance: unknown }>(
    'SELECT wallet, balance FROM ledger_accounts WHERE user_id = $1',
    [userId],
  );
  let main = 0n;
  let venues = 0n;
  for (const row of rows) {
    if (row.wallet === MAIN_WALLET) main += toCents(row.balance);
    else venues += toCents(row.balance);
  }
  return { main, venues };
}
