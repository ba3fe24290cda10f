/**
 * What the demo leaves in a database, and its removal (`npm run ops -- purge-demo`), so a live
 * start never serves it. A demo artefact is precisely:
 * - the demo member (`demo001`, DEMO_USERNAME) while it is active or any wallet of it holds money;
 * - a demo receiving account: an enabled `pay_settings` row with one of the seed's account numbers;
 * - a sandbox pay channel: an enabled `pay_channels` row with one of the seed's made-up merchant ids.
 * Purging keeps every row (deposits, ledger postings and records point at them) and the ledger
 * balanced: the demo member's wallets go back to house:manual_credit in one movement, the member is
 * disabled (its tokens revoked), the receiving accounts and channels are switched off (state 0).
 * A demo member with any deposit or withdrawal (real money may have moved) is refused: the
 * operator settles it by hand first.
 */
import type { Queryable } from '../../db/types.ts';
import { toCents } from '../../lib/money.ts';
import { PAY_CHANNELS, PAY_SETTINGS } from '../../seed/banking-data.ts';
import { DEMO_USERNAME } from '../../seed/data.ts';
import { setUserStatus, USER_ACTIVE, USER_DISABLED } from '../accounts/users.ts';
import { ensureHouseAccount, HOUSE } from '../ledger/accounts.ts';
import { postMovementIn } from '../ledger/post.ts';

export const PURGE_DEMO_COMMAND = 'npm run ops -- purge-demo';

const DEMO_BANK_NOS = PAY_SETTINGS.map((s) => s.bank_no);
const DEMO_MERCHANT_IDS = PAY_CHANNELS.map((c) => c.mch_id);

export interface DemoArtefacts {
  users: string[];
  receivingAccounts: number;
  payChannels: number;
}

export async function findDemoArtefacts(q: Queryable): Promise<DemoArtefacts> {
  const users = await q.query<{ username: string }>(
    `SELECT u.username FROM users u
      WHERE lower(u.username) = lower($1)
        AND (u.status = $2 OR EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.user_id = u.id AND a.balance <> 0))`,
    [DEMO_USERNAME, USER_ACTIVE],
  );
  const [accounts] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM pay_settings WHERE state <> 0 AND bank_no = ANY($1::text[])',
    [DEMO_BANK_NOS],
  );
  const [channels] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM pay_channels WHERE state <> 0 AND mch_id = ANY($1::text[])',
    [DEMO_MERCHANT_IDS],
  );
  return { users: users.map((u) => u.username), receivingAccounts: accounts?.n ?? 0, payChannels: channels?.n ?? 0 };
}

/** The live start's refusal while demo artefacts remain (null: none). */
export function demoArtefactsRefusal(found: DemoArtefacts): string | null {
  const parts: string[] = [];
  if (found.users.length) parts.push(`demo member ${found.users.join(', ')}`);
  if (found.receivingAccounts) parts.push(`${found.receivingAccounts} demo receiving account(s)`);
  if (found.payChannels) parts.push(`${found.payChannels} sandbox pay channel(s)`);
  if (parts.length === 0) return null;
  return `The database holds what a demo start left (${parts.join('; ')}): players could pay into made-up accounts or log in as the demo member. Remove them with \`${PURGE_DEMO_COMMAND}\` (same DATABASE_URL), then start again.`;
}

export class PurgeRefused extends Error {}

/** In the caller's transaction. Returns what was there before. */
export async function purgeDemo(q: Queryable): Promise<DemoArtefacts> {
  const found = await findDemoArtefacts(q);
  const users = await q.query<{ id: number }>('SELECT id FROM users WHERE lower(username) = lower($1) FOR UPDATE', [
    DEMO_USERNAME,
  ]);
  for (const { id } of users) {
    const [moved] = await q.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM deposits WHERE user_id = $1) + (SELECT count(*) FROM withdrawals WHERE user_id = $1) AS n`,
      [id],
    );
    if (Number(moved?.n ?? 0) > 0)
      throw new PurgeRefused(
        `${DEMO_USERNAME} has deposits or withdrawals: real money may have moved. Settle that member by hand (npm run ops -- user disable ${DEMO_USERNAME}), then run purge-demo again.`,
      );
    const wallets = await q.query<{ id: number; balance: unknown }>(
      'SELECT id, balance FROM ledger_accounts WHERE user_id = $1 AND balance <> 0 ORDER BY id FOR UPDATE',
      [id],
    );
    const total = wallets.reduce((sum, w) => sum + toCents(w.balance), 0n);
    if (wallets.length > 0) {
      const house = await ensureHouseAccount(q, HOUSE.manualCredit);
      await postMovementIn(q, {
        kind: 'demo.purge',
        memo: `purge demo member ${DEMO_USERNAME}`,
        actor: 'ops:purge-demo',
        postings: [
          ...wallets.map((w) => ({ accountId: w.id, amount: -toCents(w.balance) })),
          { accountId: house, amount: total },
        ],
      });
    }
    await setUserStatus(q, id, USER_DISABLED);
  }
  await q.query('UPDATE pay_settings SET state = 0 WHERE state <> 0 AND bank_no = ANY($1::text[])', [DEMO_BANK_NOS]);
  await q.query('UPDATE pay_channels SET state = 0 WHERE state <> 0 AND mch_id = ANY($1::text[])', [DEMO_MERCHANT_IDS]);
  return found;
}
