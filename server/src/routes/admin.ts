/**
 * Operator API under /admin, guarded by `Authorization: Bearer <OPS_TOKEN>`. Same envelope as
 * the player API, but real HTTP status codes (400, 401, 404): no legacy client reads these.
 */
import type { FastifyInstance } from 'fastify';
import { CreditBody, SiteBody, UsersQuery, UserStatusBody } from '../../../contract/ops/schemas.ts';
import { listUsers } from '../domain/accounts/directory.ts';
import { findUserByName, setUserStatus, USER_ACTIVE, USER_DISABLED } from '../domain/accounts/users.ts';
import { HOUSE } from '../domain/ledger/accounts.ts';
import { creditFromHouse } from '../domain/wallet/credit.ts';
import { getSettings, setSettings, SITE_MAINTENANCE, SITE_OPEN } from '../domain/site/settings.ts';
import { BizError } from '../lib/errors.ts';
import { posInt, readInput, str } from '../lib/input.ts';
import { formatCents, parseAmount } from '../lib/money.ts';
import { operatorOf, requireOperator } from '../plugins/auth.ts';
import { recordOperatorAction } from '../domain/ops/operators.ts';
import { adminOperatorRoutes } from './admin-operators.ts';
import { ok } from '../plugins/envelope.ts';
import { adminMoneyRoutes } from './admin-money.ts';
import { adminLotteryRoutes } from './admin-lottery.ts';
import { adminContentRoutes } from './admin-content.ts';
import { adminPromotionsRoutes } from './admin-promotions.ts';
import { operatorCall, typed } from './schema.ts';
import { MAX_REPAIR_TIPS_LENGTH, OPS_PAGE } from '../../../contract/ops/rules.ts';

function bad(message: string): BizError {
  return new BizError(400, message, { status: 400 });
}

function notFound(message: string): BizError {
  return new BizError(404, message, { status: 404 });
}

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

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireOperator);
  // Every operator call is recorded with the operator's name (refusals included, not 401s).
  app.addHook('onResponse', async (request, reply) => {
    if (!request.operator) return;
    await recordOperatorAction(app.db, {
      operator: request.operator,
      method: request.method,
      path: request.url,
      status: reply.statusCode,
    }).catch((error) => request.log.error({ err: error }, 'operator action not recorded'));
  });
  const api = typed(app);

  api.get('/site', { schema: operatorCall('站点状态') }, async () => ok(await siteView(app)));

  // {state: "open"} or {state: "maintenance", repair_tips?: "..."}
  api.post('/site', { schema: operatorCall('维护开关与维护公告', { body: SiteBody }) }, async (request) => {
    const input = readInput(request);
    const state = str(input.state, 20);
    if (state !== 'open' && state !== 'maintenance') throw bad('state must be "open" or "maintenance"');
    const patch: { site_state: string; repair_tips?: string } = {
      site_state: state === 'open' ? SITE_OPEN : SITE_MAINTENANCE,
    };
    if (input.repair_tips !== undefined) {
      const tips = str(input.repair_tips, MAX_REPAIR_TIPS_LENGTH + 1);
      if (tips === '' || tips.length > MAX_REPAIR_TIPS_LENGTH)
        throw bad(`repair_tips must be 1..${MAX_REPAIR_TIPS_LENGTH} characters`);
      patch.repair_tips = tips;
    }
    await setSettings(app.db, patch);
    app.siteStateChanged();
    return ok(await siteView(app));
  });

  // {username, amount: "12.34", memo?, idempotency_key?}: money from house:manual_credit.
  api.post('/credit', { schema: operatorCall('人工加款', { body: CreditBody }) }, async (request) => {
    const input = readInput(request);
    const amount = parseAmount(input.amount);
    if (amount === null || amount <= 0n)
      throw bad('amount must be a positive decimal string with at most 2 decimals, e.g. "100.50"');
    const user = await findUserByName(app.db, str(input.username, 64));
    if (!user) throw notFound('no such user');
    // The CLI sends an Idempotency-Key with every money command: a retried credit credits once.
    const key = str(request.headers['idempotency-key'], 100) || str(input.idempotency_key, 100);
    const result = await creditFromHouse(app.db, {
      userId: user.id,
      houseCode: HOUSE.manualCredit,
      amount,
      kind: 'manual_credit',
      memo: str(input.memo, 200) || '人工加款',
      actor: operatorOf(request),
      idempotencyKey: key ? `ops:${key}` : undefined,
      giftLabel: '人工加款',
    });
    return ok({
      username: user.username,
      user_id: user.id,
      amount: formatCents(amount),
      balance: formatCents(result.balance),
      tx_id: result.txId,
      replayed: result.replayed,
    });
  });

  // ?page=&limit=&search=&trial=1
  api.get('/users', { schema: operatorCall('会员列表', { query: UsersQuery }) }, async (request) => {
    const input = readInput(request);
    const limit = Math.min(posInt(input.limit, OPS_PAGE.default), OPS_PAGE.max);
    const page = posInt(input.page, 1);
    const result = await listUsers(app.db, {
      limit,
      offset: (page - 1) * limit,
      search: str(input.search, 64) || undefined,
      includeTrial: str(input.trial, 5) !== '0',
    });
    return ok({ ...result, page, limit });
  });

  // {username, status: "active" | "disabled"}
  api.post('/users/status', { schema: operatorCall('冻结 / 解冻会员', { body: UserStatusBody }) }, async (request) => {
    const input = readInput(request);
    const status = str(input.status, 20);
    if (status !== 'active' && status !== 'disabled') throw bad('status must be "active" or "disabled"');
    const user = await findUserByName(app.db, str(input.username, 64));
    if (!user) throw notFound('no such user');
    await setUserStatus(app.db, user.id, status === 'active' ? USER_ACTIVE : USER_DISABLED);
    return ok({ username: user.username, status });
  });

  // The money routes (review, settings, the full audit) live in admin-money.ts.
  await adminMoneyRoutes(app);
  await adminOperatorRoutes(app);
  await adminLotteryRoutes(app);
  await adminContentRoutes(app);
  await adminPromotionsRoutes(app);
}
