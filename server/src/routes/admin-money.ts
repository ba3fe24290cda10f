/**
 * Operator API for money (registered under /admin, behind the operator token): review of
 * deposits and withdrawals, money settings, and the full audit (ledger + reconciliation).
 * Real HTTP status codes: 400 bad input, 404 unknown order, 409 already processed.
 */
import type { FastifyInstance } from 'fastify';
import { ReviewBody, ReviewListQuery, ReviewParams, SettingBody } from '../../../contract/ops/schemas.ts';
import { approveDeposit, rejectDeposit } from '../domain/deposits/review.ts';
import { isMoneySettingKey, MONEY_SETTING_RULES, moneySettingProblem } from '../domain/site/money-settings.ts';
import { getSettings, setSettings } from '../domain/site/settings.ts';
import { readBooks } from '../domain/ops/books.ts';
import { listDepositsForReview, listWithdrawalsForReview, readReviewFilter } from '../domain/ops/review-lists.ts';
import { approveWithdrawal, rejectWithdrawal } from '../domain/withdrawals/review.ts';
import { BizError } from '../lib/errors.ts';
import { posInt, readInput, str } from '../lib/input.ts';
import { formatCents } from '../lib/money.ts';
import { formatBeijing } from '../lib/time.ts';
import { ok } from '../plugins/envelope.ts';
import { operatorOf } from '../plugins/auth.ts';
import { operatorCall, typed } from './schema.ts';
import { MAX_REVIEW_MEMO_LENGTH, OPS_PAGE } from '../../../contract/ops/rules.ts';

function bad(message: string): BizError {
  return new BizError(400, message, { status: 400 });
}

export async function adminMoneyRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  const listQuery = (input: Record<string, unknown>) => {
    const filter = readReviewFilter(str(input.state, 20));
    if (!filter) throw bad('state must be pending, approved, rejected or all');
    const limit = Math.min(posInt(input.limit, OPS_PAGE.default), OPS_PAGE.max);
    const page = posInt(input.page, 1);
    return { filter, limit, offset: (page - 1) * limit, page };
  };

  // ?state=pending (default) | approved | rejected | all & page & limit
  api.get('/deposits', { schema: operatorCall('充值订单', { query: ReviewListQuery }) }, async (request) => {
    const query = listQuery(readInput(request));
    return ok({ ...(await listDepositsForReview(app.db, query)), page: query.page, limit: query.limit });
  });

  api.get('/withdrawals', { schema: operatorCall('提现订单', { query: ReviewListQuery }) }, async (request) => {
    const query = listQuery(readInput(request));
    return ok({ ...(await listWithdrawalsForReview(app.db, query)), page: query.page, limit: query.limit });
  });

  // {memo?}: approve credits the player (house:deposits → main wallet, paysum, turnover).
  api.post(
    '/deposits/:no/:action',
    { schema: operatorCall('审核充值', { params: ReviewParams, body: ReviewBody }) },
    async (request) => {
      const { no, action } = request.params;
      if (action !== 'approve' && action !== 'reject') throw new BizError(404, '接口不存在', { status: 404 });
      const memo = str(readInput(request).memo, MAX_REVIEW_MEMO_LENGTH);
      const result = await app.db.tx((q) =>
        action === 'approve'
          ? approveDeposit(q, no, operatorOf(request), memo)
          : rejectDeposit(q, no, operatorOf(request), memo),
      );
      return ok({
        deposit_no: result.deposit.out_trade_no,
        user_id: result.deposit.user_id,
        amount: formatCents(BigInt(result.deposit.amount)),
        state: action === 'approve' ? 'approved' : 'rejected',
        balance: result.balance === null ? null : formatCents(result.balance),
        reviewed_at: formatBeijing(result.deposit.reviewed_at ?? new Date()),
      });
    },
  );

  // approve: the held money is paid out (pending → paid); reject: it goes back to the player.
  api.post(
    '/withdrawals/:no/:action',
    { schema: operatorCall('审核提现', { params: ReviewParams, body: ReviewBody }) },
    async (request) => {
      const { no, action } = request.params;
      if (action !== 'approve' && action !== 'reject') throw new BizError(404, '接口不存在', { status: 404 });
      const memo = str(readInput(request).memo, MAX_REVIEW_MEMO_LENGTH);
      const result = await app.db.tx((q) =>
        action === 'approve'
          ? approveWithdrawal(q, no, operatorOf(request), memo)
          : rejectWithdrawal(q, no, operatorOf(request), memo),
      );
      return ok({
        order_no: result.withdrawal.order_no,
        user_id: result.withdrawal.user_id,
        amount: formatCents(BigInt(result.withdrawal.amount)),
        state: action === 'approve' ? 'approved' : 'rejected',
        balance: result.balance === null ? null : formatCents(result.balance),
        reviewed_at: formatBeijing(result.withdrawal.reviewed_at ?? new Date()),
      });
    },
  );

  api.get('/settings', { schema: operatorCall('资金设置') }, async () => {
    const settings = await getSettings(app.db);
    return ok(
      Object.fromEntries(Object.keys(MONEY_SETTING_RULES).map((key) => [key, settings[key as keyof typeof settings]])),
    );
  });

  // {key, value}: one money setting (rates, fees, limits, the turnover multiple).
  api.post('/settings', { schema: operatorCall('修改资金设置', { body: SettingBody }) }, async (request) => {
    const input = readInput(request);
    const key = str(input.key, 64);
    const value = str(input.value, 32);
    if (!isMoneySettingKey(key)) throw bad(`key must be one of ${Object.keys(MONEY_SETTING_RULES).join(', ')}`);
    const problem = moneySettingProblem(key, value);
    if (problem) throw bad(problem);
    await setSettings(app.db, { [key]: value });
    return ok({ key, value });
  });

  // Replaces the foundation's ledger-only audit: the ledger, its totals and the reconciliation.
  api.get('/ledger/audit', { schema: operatorCall('账本核对') }, async () => {
    const { report, totals, reconciliation } = await readBooks(app.db);
    const ok_ = report.ok && totals.sum === '0.00' && reconciliation.every((r) => r.ok);
    return ok({ ...report, ok: ok_, ledgerOk: report.ok, totals, reconciliation });
  });
}
