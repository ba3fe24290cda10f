/**
 * /api/transfer: money between the main wallet ('userbalance') and one venue wallet, as one
 * ledger movement plus its transfer log, then the venue's adapter, all in one transaction.
 *
 * Amounts may carry cents (up to 2 decimals): the legacy server truncated to whole yuan
 * (intval), but our venue wallets live in our own ledger, and truncating would strand the cents
 * the 'max' button fills in. An adapter for a whole-units venue refuses what it cannot take.
 */
import { one, type Queryable } from '../../db/types.ts';
import { invalid, LedgerError, refuse } from '../../lib/errors.ts';
import { amountCents, formatCents } from '../../lib/money.ts';
import { ensurePlayerAccount, MAIN_WALLET, playerAccountCode } from '../ledger/accounts.ts';
import { VenueError } from '../venues/adapter.ts';
import { PLATFORM_RE, toVenue, type Venue, type VenueRow } from '../venues/venues.ts';
import type { Answer } from '../idempotency/answers.ts';
import { LOG_STATE, TRANSFER_TYPE } from '../transfer-log/transfer-log.ts';
import { postWithTransferLog } from '../transfer-log/post-with-log.ts';
import { MAIN_WALLET as MAIN_WALLET_NAME, TRANSFER_MESSAGES } from '../../../../contract/money/rules.ts';
import { CODE_INSUFFICIENT, CODE_OK } from '../../../../contract/common/rules.ts';
import type { TransferBody } from '../../../../contract/money/schemas.ts';
import type { StaticDecode } from 'typebox';
import { guardMovement, type GuardSwitches } from '../protection/limits-guard.ts';

export { TRANSFER_MESSAGES };

export interface TransferRequest {
  amount: bigint;
  /** The venue's platform name as sent. */
  venue: string;
  /** true: main → venue; false: venue → main. */
  intoVenue: boolean;
}

/**
 * TransferBody decided the amount and that both sides are named; what follows compares the two
 * sides (the order the client shows them: same wallet 209, then venue to venue).
 */
export function transferRequest(input: StaticDecode<typeof TransferBody>): TransferRequest {
  const source = input.sourcetype.toLowerCase();
  const target = input.targettype.toLowerCase();
  if (source === target) throw refuse(209, TRANSFER_MESSAGES.sameWallet);
  if (source !== MAIN_WALLET_NAME && target !== MAIN_WALLET_NAME) throw invalid(TRANSFER_MESSAGES.venueToVenue);
  const intoVenue = source === MAIN_WALLET_NAME;
  return { amount: amountCents(input.amount), venue: intoVenue ? target : source, intoVenue };
}

export interface TransferResult {
  /** Main wallet after. */
  balance: bigint;
  venueBalance: bigint;
  platform: string;
  orderNo: string;
}

interface VenueAccounts {
  venue: Venue;
  /** The member's main and venue wallets, null while they do not exist yet. */
  mainId: number | null;
  venueId: number | null;
}

/** The enabled venue (case-insensitive) and the member's two wallets, in one round trip. */
async function venueWithAccounts(q: Queryable, userId: number, platform: string): Promise<VenueAccounts | null> {
  if (!PLATFORM_RE.test(platform)) return null;
  const row = await one<VenueRow & { main_id: number | null; venue_id: number | null }>(
    q,
    `SELECT g.platform_name, g.name, g.adapter,
            (SELECT id FROM ledger_accounts WHERE code = $2) AS main_id,
            (SELECT id FROM ledger_accounts WHERE code = $3 || g.platform_name) AS venue_id
       FROM game_platforms g WHERE g.platform_name = lower($1) AND g.site_state = 1`,
    [platform, playerAccountCode(userId, MAIN_WALLET), playerAccountCode(userId, '')],
  );
  return row ? { venue: toVenue(row), mainId: row.main_id, venueId: row.venue_id } : null;
}

/** The ledger kind, memo and actor of a transfer to or from `platform` (both paths write them). */
export function transferNaming(userId: number, request: TransferRequest, platform: string) {
  return {
    kind: request.intoVenue ? 'wallet.into_venue' : 'wallet.out_of_venue',
    memo: `${request.intoVenue ? 'main→' : '→main '}${platform}`,
    actor: `user:${userId}`,
  };
}

/**
 * The movement and its log ride in one statement (transfer-log/post-with-log.ts); with the venue
 * and wallets read together, a transfer out of a venue is BEGIN, three statements and COMMIT.
 * This is where the transfer's rules are described; without Idempotency-Key, transfer-once.ts
 * runs the same steps as one statement in the database (migration 090) and falls back to this.
 */
export async function transfer(
  q: Queryable,
  userId: number,
  request: TransferRequest,
  ledgerKey?: string,
  /** Which player-protection checks run (protection/limits-guard.ts). */
  protection?: GuardSwitches,
): Promise<TransferResult> {
  const found = await venueWithAccounts(q, userId, request.venue);
  if (!found) throw invalid(TRANSFER_MESSAGES.unknownVenue);
  const { venue } = found;
  // Money into a venue is the stake our server can measure (docs/MONEY.md#protection-limits).
  if (request.intoVenue) await guardMovement(q, userId, 'stake', request.amount, protection);
  const mainId = found.mainId ?? (await ensurePlayerAccount(q, userId, MAIN_WALLET));
  const venueId = found.venueId ?? (await ensurePlayerAccount(q, userId, venue.platform));
  const from = request.intoVenue ? mainId : venueId;
  const to = request.intoVenue ? venueId : mainId;
  let posted;
  try {
    posted = await postWithTransferLog(
      q,
      {
        ...transferNaming(userId, request, venue.platform),
        idempotencyKey: ledgerKey,
        postings: [
          { accountId: from, amount: -request.amount },
          { accountId: to, amount: request.amount },
        ],
      },
      {
        userId,
        type: request.intoVenue ? TRANSFER_TYPE.intoVenue : TRANSFER_TYPE.outOfVenue,
        apiType: venue.platform,
        amount: request.amount,
        state: LOG_STATE.success,
      },
    );
  } catch (error) {
    if (error instanceof LedgerError && error.reason === 'INSUFFICIENT_FUNDS')
      throw refuse(CODE_INSUFFICIENT, TRANSFER_MESSAGES.insufficient);
    throw error;
  }
  const result = {
    balance: posted.balances.get(mainId)!,
    venueBalance: posted.balances.get(venueId)!,
    platform: venue.platform,
    orderNo: posted.orderNo,
  };
  // A replay is only reachable without the answer table in front (a direct caller reusing a ledger key).
  if (posted.replayed) return result;
  const move = { userId, platform: venue.platform, amount: request.amount, orderNo: posted.orderNo };
  try {
    if (request.intoVenue) await venue.adapter.deposit(q, move);
    else await venue.adapter.withdraw(q, move);
  } catch (error) {
    // The whole transaction rolls back: no posting, no log. 209 is the legacy venue-failure code.
    if (error instanceof VenueError) throw refuse(209, error.message);
    throw error;
  }
  return result;
}

export function transferAnswer(result: TransferResult): Answer {
  return {
    code: CODE_OK,
    message: TRANSFER_MESSAGES.done,
    data: {
      balance: formatCents(result.balance),
      platname: result.platform,
      venue_balance: formatCents(result.venueBalance),
      order_no: result.orderNo,
    },
  };
}
