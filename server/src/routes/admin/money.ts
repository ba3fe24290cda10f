/**
 * Operator API for money: review of deposits and withdrawals, money settings, and the full
 * audit (ledger + reconciliation). Every review runs with its audit row in one transaction.
 * Real HTTP status codes: 400 bad input, 404 unknown order, 409 already processed.
 */
import type { FastifyInstance } from 'fastify';
import { OPS_REFUSALS } from '../../../../contract/ops/messages.ts';
import { ReviewBody, ReviewListQuery, ReviewParams, SettingBody } from '../../../../contract/ops/schemas.ts';
import {
  DepositList,
  DepositReviewAnswer,
  LedgerAudit,
  MoneySettings,
  SettingAnswer,
  WithdrawalList,
  WithdrawalReviewAnswer,
} from '../../../../contract/ops/answers.ts';
import { OPS_PAGE } from '../../../../contract/ops/rules.ts';
import { approveDeposit, rejectDeposit } from '../../domain/deposits/review.ts';
import { isMoneySettingKey, MONEY_SETTING_RULES, moneySettingProblem } from '../../domain/site/money-settings.ts';
import { getSettings, setSettings } from '../../domain/site/settings.ts';
import { readBooks } from '../../domain/ops/books.ts';
import { listDepositsForReview, listWithdrawalsForReview } from '../../domain/ops/review-lists.ts';
import { approveWithdrawal, rejectWithdrawal } from '../../domain/withdrawals/review.ts';
import { formatCents } from '../../lib/money.ts';
import { formatBeijing } from '../../lib/time.ts';
import { ok } from '../../http/answer.ts';
import { operatorOf } from '../../http/auth.ts';
import { refused } from '../../http/admin-refusals.ts';
import { opsTx } from '../../http/admin-tx.ts';
import { operatorCall, typed } from '../../http/schema.ts';
import { holdForSecondApproval, needsSecondApproval } from '../../http/four-eyes.ts';
import { DEPOSIT_STATE, findDeposit } from '../../domain/deposits/deposit-row.ts';
import { findWithdrawal, WITHDRAWAL_STATE } from '../../domain/withdrawals/withdrawal-row.ts';

/** A review list's query as the domain takes it (pending first page by default). */
const listQuery = ({ state = 'pending', page = 1, limit = OPS_PAGE.default, no }: ReviewListQuery) => ({
  filter: state,
  no,
  limit,
  offset: (page - 1) * limit,
  page,
});

export default async function adminMoneyRoutes(app: FastifyInstance): Promise<void> {
  reviewLists(app);
  depositReview(app);
  withdrawalReview(app);
  settingsAndAuditRoutes(app);
}

/** Deposits and withdrawals waiting for review (or reviewed). */
function reviewLists(app: FastifyInstance): void {
  const api = typed(app);
  api.get(
    '/deposits',
    { schema: operatorCall('充值订单', { query: ReviewListQuery, data: DepositList }) },
    async (request) => {
      const query = listQuery(request.query);
      return ok({ ...(await listDepositsForReview(app.db, query)), page: query.page, limit: query.limit });
    },
  );

  api.get(
    '/withdrawals',
    { schema: operatorCall('提现订单', { query: ReviewListQuery, data: WithdrawalList }) },
    async (request) => {
      const query = listQuery(request.query);
      return ok({ ...(await listWithdrawalsForReview(app.db, query)), page: query.page, limit: query.limit });
    },
  );
}

/** A deposit's review, its audit row in the same transaction. */
function depositReview(app: FastifyInstance): void {
  const api = typed(app);
  // approve credits the player (house:deposits → main wallet, paysum, turnover); above
  // OPS_SECOND_APPROVAL_ABOVE the approval is held for a second operator instead (202).
  api.post(
    '/deposits/:no/:action',
    {
      schema: operatorCall('审核充值', {
        params: ReviewParams,
        body: ReviewBody,
        data: DepositReviewAnswer,
        held: true,
      }),
    },
    async (request, reply) => {
      const { no, action } = request.params;
      const memo = request.body.memo ?? '';
      const order = action === 'approve' ? await findDeposit(app.db, no) : null;
      if (order?.state === DEPOSIT_STATE.pending && needsSecondApproval(request, BigInt(order.amount))) {
        const move = { kind: 'deposit', subject: order.out_trade_no, amount: BigInt(order.amount), memo } as const;
        return holdForSecondApproval(request, reply, move);
      }
      const actor = operatorOf(request);
      const result = await opsTx(request, (q) =>
        action === 'approve' ? approveDeposit(q, no, actor, memo) : rejectDeposit(q, no, actor, memo),
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
}

/** A withdrawal's review, its audit row in the same transaction. */
function withdrawalReview(app: FastifyInstance): void {
  const api = typed(app);
  // approve: the held money is paid out (pending → paid), after a second operator's approval
  // above OPS_SECOND_APPROVAL_ABOVE (202 until then); reject: it goes back to the player.
  api.post(
    '/withdrawals/:no/:action',
    {
      schema: operatorCall('审核提现', {
        params: ReviewParams,
        body: ReviewBody,
        data: WithdrawalReviewAnswer,
        held: true,
      }),
    },
    async (request, reply) => {
      const { no, action } = request.params;
      const memo = request.body.memo ?? '';
      const order = action === 'approve' ? await findWithdrawal(app.db, no) : null;
      if (order?.state === WITHDRAWAL_STATE.pending && needsSecondApproval(request, BigInt(order.amount))) {
        const move = { kind: 'withdrawal', subject: order.order_no, amount: BigInt(order.amount), memo } as const;
        return holdForSecondApproval(request, reply, move);
      }
      const actor = operatorOf(request);
      const result = await opsTx(request, (q) =>
        action === 'approve' ? approveWithdrawal(q, no, actor, memo) : rejectWithdrawal(q, no, actor, memo),
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
}

/** Money settings, and the full audit of the books. */
function settingsAndAuditRoutes(app: FastifyInstance): void {
  const api = typed(app);
  api.get('/settings', { schema: operatorCall('资金设置', { data: MoneySettings }) }, async () => {
    const settings = await getSettings(app.db);
    return ok(
      Object.fromEntries(Object.keys(MONEY_SETTING_RULES).map((key) => [key, settings[key as keyof typeof settings]])),
    );
  });

  // One money setting (rates, fees, limits, the turnover multiple): the domain knows the keys and their rules.
  api.post(
    '/settings',
    { schema: operatorCall('修改资金设置', { body: SettingBody, data: SettingAnswer }) },
    async (request) => {
      const { key, value } = request.body;
      if (!isMoneySettingKey(key)) throw refused(OPS_REFUSALS.moneySettingKey(Object.keys(MONEY_SETTING_RULES)));
      const problem = moneySettingProblem(key, value);
      if (problem) throw refused(problem);
      await opsTx(request, (q) => setSettings(q, { [key]: value }));
      return ok({ key, value });
    },
  );

  // The ledger, its totals and the reconciliation.
  api.get('/ledger/audit', { schema: operatorCall('账本核对', { data: LedgerAudit }) }, async () => {
    const { report, totals, reconciliation } = await readBooks(app.db);
    const ok_ = report.ok && totals.sum === '0.00' && reconciliation.every((r) => r.ok);
    return ok({ ...report, ok: ok_, ledgerOk: report.ok, totals, reconciliation });
  });
}
