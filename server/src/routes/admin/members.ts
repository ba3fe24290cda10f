/**
 * Operator API under /admin: the site switch, members and the manual credit. Every /admin route
 * lives in the one scope of autohooks.ts (the guard, strict input, the audit); this file and
 * its siblings only declare routes. Same envelope as the player API, but real HTTP status codes
 * (400, 401, 404, 409): no legacy client reads these.
 */
import type { FastifyInstance } from 'fastify';
import { OPS_REFUSALS } from '../../../../contract/ops/messages.ts';
import { CreditBody, DebitBody, SiteBody, UsersQuery, UserStatusBody } from '../../../../contract/ops/schemas.ts';
import { OPS_MESSAGES, OPS_PAGE } from '../../../../contract/ops/rules.ts';
import { listUsers } from '../../domain/accounts/directory.ts';
import { findUserByName, setUserStatus, USER_ACTIVE, USER_DISABLED } from '../../domain/accounts/users.ts';
import { HOUSE } from '../../domain/ledger/accounts.ts';
import { creditFromHouse } from '../../domain/wallet/credit.ts';
import { DebitExceedsBalance, debitToHouse } from '../../domain/wallet/debit.ts';
import { getSettings, setSettings, SITE_MAINTENANCE, SITE_OPEN } from '../../domain/site/settings.ts';
import { formatCents, parseAmount } from '../../lib/money.ts';
import { operatorOf } from '../../http/auth.ts';
import { ok } from '../../http/answer.ts';
import { conflict, notFound, refused } from '../../http/admin-refusals.ts';
import { auditStep, opsTx } from '../../http/admin-tx.ts';
import { operatorCall, typed } from '../../http/schema.ts';
import { holdForSecondApproval, idempotencyKeyOf, needsSecondApproval } from '../../http/four-eyes.ts';
import { CreditAnswer, DebitAnswer, SiteAnswer, UserList, UserStatusAnswer } from '../../../../contract/ops/answers.ts';

async function siteView(app: FastifyInstance) {
  const s = await getSettings(app.db);
  return {
    site_state: s.site_state,
    state: s.site_state === SITE_OPEN ? 'open' : 'maintenance',
    repair_tips: s.repair_tips,
    title: s.title,
    trial_enabled: app.config.trialEnabled,
  };
}

export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  siteRoutes(app);
  memberRoutes(app);
  debitRoute(app);
}

/** The site's state: open or in maintenance, with its notice. */
function siteRoutes(app: FastifyInstance): void {
  const api = typed(app);
  api.get('/site', { schema: operatorCall('站点状态', { data: SiteAnswer }) }, async () => ok(await siteView(app)));

  api.post(
    '/site',
    { schema: operatorCall('维护开关与维护公告', { body: SiteBody, data: SiteAnswer }) },
    async (request) => {
      const { state, repair_tips } = request.body;
      await opsTx(request, (q) =>
        setSettings(q, {
          site_state: state === 'open' ? SITE_OPEN : SITE_MAINTENANCE,
          ...(repair_tips === undefined ? {} : { repair_tips }),
        }),
      );
      app.siteStateChanged();
      return ok(await siteView(app));
    },
  );
}

/** Members: a manual credit, the member list and a member's status. */
function memberRoutes(app: FastifyInstance): void {
  const api = typed(app);
  // Money from house:manual_credit; the audit row joins the ledger movement's transaction.
  // Above OPS_SECOND_APPROVAL_ABOVE it is held for a second operator instead (202).
  api.post(
    '/credit',
    { schema: operatorCall('人工加款', { body: CreditBody, data: CreditAnswer, held: true }) },
    async (request, reply) => {
      const { username, memo } = request.body;
      const amount = parseAmount(request.body.amount)!; // the schema's pattern is parseAmount's
      const user = await findUserByName(app.db, username);
      if (!user) throw notFound(OPS_REFUSALS.noMember);
      if (needsSecondApproval(request, amount))
        return holdForSecondApproval(request, reply, {
          kind: 'credit',
          subject: user.username,
          amount,
          memo: memo ?? '',
        });
      const result = await creditFromHouse(
        app.db,
        {
          userId: user.id,
          houseCode: HOUSE.manualCredit,
          amount,
          kind: 'manual_credit',
          memo: memo || '人工加款',
          actor: operatorOf(request),
          idempotencyKey: idempotencyKeyOf(request, request.body.idempotency_key),
          giftLabel: '人工加款',
        },
        auditStep(request),
      );
      return ok({
        username: user.username,
        user_id: user.id,
        amount: formatCents(amount),
        balance: formatCents(result.balance),
        tx_id: result.txId,
        replayed: result.replayed,
      });
    },
  );

  api.get('/users', { schema: operatorCall('会员列表', { query: UsersQuery, data: UserList }) }, async (request) => {
    const { page = 1, limit = OPS_PAGE.default, search, trial } = request.query;
    const result = await listUsers(app.db, {
      limit,
      offset: (page - 1) * limit,
      search: search || undefined,
      includeTrial: trial !== '0',
    });
    return ok({ ...result, page, limit });
  });

  api.post(
    '/users/status',
    { schema: operatorCall('冻结 / 解冻会员', { body: UserStatusBody, data: UserStatusAnswer }) },
    async (request) => {
      const { username, status } = request.body;
      await opsTx(request, async (q) => {
        const user = await findUserByName(q, username);
        if (!user) throw notFound(OPS_REFUSALS.noMember);
        await setUserStatus(q, user.id, status === 'active' ? USER_ACTIVE : USER_DISABLED);
      });
      return ok({ username, status });
    },
  );
}

/**
 * The operator's debit (an adjustment: a deposit approved by mistake, say): the member's main
 * wallet into house:manual_debit, one ledger transaction with its audit row, idempotent by key.
 * The memo says why; more than the balance is refused (409) and nothing moves.
 */
function debitRoute(app: FastifyInstance): void {
  typed(app).post(
    '/debit',
    { schema: operatorCall('人工扣款（调整）', { body: DebitBody, data: DebitAnswer, held: true }) },
    async (request, reply) => {
      const { username } = request.body;
      const memo = request.body.memo.trim();
      if (!memo) throw refused(OPS_MESSAGES.debitMemo);
      const amount = parseAmount(request.body.amount)!; // the schema's pattern is parseAmount's
      const user = await findUserByName(app.db, username);
      if (!user) throw notFound(OPS_REFUSALS.noMember);
      if (needsSecondApproval(request, amount))
        return holdForSecondApproval(request, reply, { kind: 'debit', subject: user.username, amount, memo });
      let result;
      try {
        result = await debitToHouse(
          app.db,
          {
            userId: user.id,
            houseCode: HOUSE.manualDebit,
            amount,
            kind: 'manual_debit',
            memo,
            actor: operatorOf(request),
            idempotencyKey: idempotencyKeyOf(request, request.body.idempotency_key),
          },
          auditStep(request),
        );
      } catch (error) {
        if (error instanceof DebitExceedsBalance)
          throw conflict(OPS_MESSAGES.debitExceedsBalance(formatCents(error.balance)));
        throw error;
      }
      return ok({
        username: user.username,
        user_id: user.id,
        amount: formatCents(amount),
        balance: formatCents(result.balance),
        memo,
        tx_id: result.txId,
        replayed: result.replayed,
      });
    },
  );
}
