/**
 * Operator API for member requests: agent applications (list, approve → isagent = 1, reject),
 * the feedback inbox (listing marks new ones read: a change, so it runs with its audit row) and
 * the invite rule.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AgentApplication, AgentReviewed, FeedbackRow, InviteRuleAnswer } from '../../../../contract/ops/answers.ts';
import {
  ApplicationReviewBody,
  ApplicationReviewParams,
  FeedbackQuery,
  InviteRuleBody,
  ReviewStateQuery,
} from '../../../../contract/ops/programme-schemas.ts';
import type { ReviewState } from '../../../../contract/ops/rules.ts';
import { AGENT_STATE } from '../../../../contract/profile/rules.ts';
import { listAgentApplications, reviewAgentApplication } from '../../domain/agents/applications.ts';
import { feedbackInbox } from '../../domain/feedback/feedback.ts';
import { inviteRule, setInviteRule } from '../../domain/referrals/rules.ts';
import { formatDecimal } from '../../lib/decimal.ts';
import { formatCents, parseAmount } from '../../lib/money.ts';
import { operatorOf } from '../../http/auth.ts';
import { ok } from '../../http/answer.ts';
import { opsTx } from '../../http/admin-tx.ts';
import { operatorCall, typed } from '../../http/schema.ts';

const FILTERS: Record<ReviewState, number | null> = {
  pending: AGENT_STATE.pending,
  approved: AGENT_STATE.approved,
  rejected: AGENT_STATE.rejected,
  all: null,
};

/** Yuan strings the schema has checked: parseAmount's own pattern. */
const cents = (text: string | undefined) => (text === undefined ? undefined : parseAmount(text)!);

export default async function adminAgentRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);

  api.get(
    '/agents',
    { schema: operatorCall('代理申请', { query: ReviewStateQuery, data: Type.Array(AgentApplication) }) },
    async (request) => ok(await listAgentApplications(app.db, FILTERS[request.query.state ?? 'pending'])),
  );

  api.post(
    '/agents/:id/:action',
    {
      schema: operatorCall('审核代理申请', {
        params: ApplicationReviewParams,
        body: ApplicationReviewBody,
        data: AgentReviewed,
      }),
    },
    async (request) => {
      const { id, action } = request.params;
      const reason = request.body.reason?.trim() ?? '';
      return ok(await opsTx(request, (q) => reviewAgentApplication(q, id, action, operatorOf(request), reason)));
    },
  );

  api.get(
    '/feedback',
    { schema: operatorCall('意见反馈', { query: FeedbackQuery, data: Type.Array(FeedbackRow) }) },
    async (request) => ok(await opsTx(request, (q) => feedbackInbox(q, request.query.all !== '1'))),
  );

  const ruleView = (rule: Awaited<ReturnType<typeof inviteRule>>) => ({
    reward: formatCents(rule.reward),
    min_deposit: formatCents(rule.minDeposit),
    turnover_multiple: formatDecimal(rule.turnoverMultiple),
    intro: rule.intro,
  });

  api.get('/invite-rule', { schema: operatorCall('邀请规则', { data: InviteRuleAnswer }) }, async () =>
    ok(ruleView(await inviteRule(app.db))),
  );

  api.post(
    '/invite-rule',
    { schema: operatorCall('修改邀请规则', { body: InviteRuleBody, data: InviteRuleAnswer }) },
    async (request) => {
      const { reward, min_deposit, turnover_multiple, intro } = request.body;
      const rule = await opsTx(request, (q) =>
        setInviteRule(q, {
          reward: cents(reward),
          minDeposit: cents(min_deposit),
          turnoverMultiple: turnover_multiple,
          intro,
        }),
      );
      return ok(ruleView(rule));
    },
  );
}
