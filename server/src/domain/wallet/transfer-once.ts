/**
 * /api/transfer without Idempotency-Key as ONE statement in autocommit: the database function
 * `wallet_transfer` (migration 090) looks the venue and wallets up, locks the member and checks
 * the restriction and limits under the lock, posts through `ledger_post` and writes the transfer
 * log. One round trip instead of BEGIN, three or four statements and COMMIT, and the member lock
 * is held for one statement, not across round trips (what limited transfers per second).
 *
 * The rules are described by transfer.ts and protection/limits-guard.ts; the function is their
 * implementation inside the database and answers which rule refused, and this file words the
 * refusal with the same TypeScript. What the function does not do itself it hands back ('slow'):
 * a venue whose adapter has work to do, a wallet created on first use, or the rare order-number
 * collision; those run transfer() in a transaction as before.
 */
import { announceChange } from '../../db/change-watch.ts';
import { one, type Db } from '../../db/types.ts';
import { invalid, isUniqueViolation, refuse } from '../../lib/errors.ts';
import { orderNumber } from '../../lib/order-no.ts';
import { MAIN_WALLET, playerAccountCode } from '../ledger/accounts.ts';
import { checkPostings } from '../ledger/check.ts';
import { factsOf, restrictionMessage, type StateRow } from '../protection/exclusion.ts';
import { protectionRefusal } from '../protection/exclusion-choice.ts';
import { limitRefusal, type GuardSwitches } from '../protection/limits-guard.ts';
import { inertAdapterNames } from '../venues/adapter.ts';
import { PLATFORM_RE } from '../venues/venues.ts';
import { LOG_STATE, prefixOf, TRANSFER_TYPE } from '../transfer-log/transfer-log.ts';
import { CODE_INSUFFICIENT } from '../../../../contract/common/rules.ts';
import type { LimitKind } from '../../../../contract/protection/limits.ts';
import { transfer, transferNaming, TRANSFER_MESSAGES, type TransferRequest, type TransferResult } from './transfer.ts';

interface TransferRow {
  o_status: 'unknown_venue' | 'slow' | 'restricted' | 'limit' | 'insufficient' | 'unknown_account' | 'posted';
  o_main_id: number | null;
  o_venue_id: number | null;
  /** Balances after, in cents (posted only). */
  o_main: bigint | null;
  o_venue: bigint | null;
  o_refusal: RestrictedFacts | LimitFacts | null;
}

/** A refusal's facts, as JSON (times as ISO text). */
interface RestrictedFacts {
  kind: StateRow['kind'];
  ends_at: string;
  active: boolean;
  reopen_at: string | null;
}
interface LimitFacts {
  kind: LimitKind;
  hours: number;
  amount: string;
  until: string | null;
}

const ALL_ON: GuardSwitches = { limits: true, exclusion: true };

const SQL = `SELECT * FROM wallet_transfer($1, $2, $3, $4, $5, $6, $7::text[], $8, $9, $10, $11, $12, $13, $14, $15)`;

/** The statement's parameters (the function's order). */
function paramsOf(
  userId: number,
  request: TransferRequest,
  platform: string,
  protection: GuardSwitches,
  orderNo: string,
) {
  const naming = transferNaming(userId, request, platform);
  const type = request.intoVenue ? TRANSFER_TYPE.intoVenue : TRANSFER_TYPE.outOfVenue;
  return [
    userId,
    platform,
    request.intoVenue,
    request.amount,
    protection.exclusion,
    protection.limits,
    inertAdapterNames(),
    playerAccountCode(userId, MAIN_WALLET),
    playerAccountCode(userId, platform),
    naming.kind,
    naming.memo,
    naming.actor,
    orderNo,
    type,
    LOG_STATE.success,
  ];
}

/** The refusal the function answered, worded as the transaction path words it. */
function refusalOf(row: TransferRow): Error {
  switch (row.o_status) {
    case 'unknown_venue':
      return invalid(TRANSFER_MESSAGES.unknownVenue);
    case 'restricted': {
      const x = row.o_refusal as RestrictedFacts;
      const reopenAt = x.reopen_at === null ? null : new Date(x.reopen_at);
      const facts = factsOf({ kind: x.kind, ends_at: new Date(x.ends_at), active: x.active, reopen_at: reopenAt });
      return protectionRefusal(restrictionMessage(facts)!);
    }
    case 'limit': {
      const x = row.o_refusal as LimitFacts;
      const until = x.until === null ? null : new Date(x.until);
      return limitRefusal({ kind: x.kind, hours: x.hours, amount: BigInt(x.amount) }, until);
    }
    case 'insufficient':
      return refuse(CODE_INSUFFICIENT, TRANSFER_MESSAGES.insufficient);
    default:
      // unknown_account: a wallet deleted between the read and the lock (never, ids are kept).
      return new Error(`wallet_transfer answered ${row.o_status}`);
  }
}

/** One transfer without Idempotency-Key; refusals throw as transfer() throws them. */
export async function transferOnce(
  db: Db,
  userId: number,
  request: TransferRequest,
  protection: GuardSwitches = ALL_ON,
): Promise<TransferResult> {
  if (!PLATFORM_RE.test(request.venue)) throw invalid(TRANSFER_MESSAGES.unknownVenue);
  // The movement's rules (a positive amount within the ledger's bounds) as every posting checks them.
  checkPostings(
    'wallet.transfer',
    [
      { accountId: 0, amount: -request.amount },
      { accountId: 0, amount: request.amount },
    ],
    2,
  );
  const platform = request.venue.toLowerCase();
  const orderNo = orderNumber(prefixOf(TRANSFER_TYPE.intoVenue));
  let row: TransferRow;
  try {
    // A named statement: PostgreSQL plans it once per connection (about a fifth of its CPU here).
    row = (await one<TransferRow>(
      db,
      SQL,
      paramsOf(userId, request, platform, protection, orderNo),
      'wallet_transfer',
    ))!;
  } catch (error) {
    // An order number drawn twice failed the whole statement: nothing was written.
    if (!isUniqueViolation(error)) throw error;
    return db.tx((q) => transfer(q, userId, request, undefined, protection));
  }
  if (row.o_status === 'slow') return db.tx((q) => transfer(q, userId, request, undefined, protection));
  if (row.o_status !== 'posted') throw refusalOf(row);
  const mainId = row.o_main_id!;
  const venueId = row.o_venue_id!;
  // Committed already: the member cache hears the change before the answer leaves (a balance read
  // that began earlier is not stored; db/change-watch.ts).
  announceChange(db, { accounts: [mainId, venueId] })();
  return {
    balance: row.o_main!,
    venueBalance: row.o_venue!,
    platform,
    orderNo,
  };
}
