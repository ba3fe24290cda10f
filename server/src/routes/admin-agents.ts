/**
 * Operator API for member requests (under /admin): agent applications (list, approve → isagent = 1,
 * reject), the feedback inbox and the invite rule.
 */
import { operatorOf } from '../plugins/auth.ts';
import type { FastifyInstance } from 'fastify';
import {
  ApplicationListQuery,
  ApplicationReviewBody,
  ApplicationReviewParams,
} from '../../../contract/activities/schemas.ts';
import { AGENT_STATE } from '../../../contract/profile/rules.ts';
import { listAgentApplications, reviewAgentApplication } from '../domain/agents/applications.ts';
import { feedbackInbox } from '../domain/feedback/feedback.ts';
import { inviteRule, setInviteRule } from '../domain/referrals/rules.ts';
import { formatDecimal, parseDecimal } from '../lib/decimal.ts';
import { formatCents, parseAmount } from '../lib/money.ts';
import { InviteRuleBody } from '../../../contract/referrals/schemas.ts';
import { BizError } from '../lib/errors.ts';
import { posInt, readInput, str } from '../lib/input.ts';
import { requireOperator } from '../plugins/auth.ts';
import { ok } from '../plugins/envelope.ts';
import { operatorCall, typed } from './schema.ts';

const FILTERS: Record<string, number | null> = {
  pending: AGENT_STATE.pending,
  approved: AGENT_STATE.approved,
  rejected: AGENT_STATE.rejected,
  all: null,
};

export async function adminAgentRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireOperator);
  const api = typed(app);

  api.get('/agents', { schema: operatorCall('代理申请', { query: ApplicationListQuery }) }, async (request) => {
    const name = str(readInput(request).state, 20) || 'pending';
    if (!(name in FILTERS))
      throw new BizError(400, 'state must be pending, approved, rejected or all', { status: 400 });
    return ok(await listAgentApplications(app.db, FILTERS[name]!));
  });

  api.post(
    '/agents/:id/:action',
    { schema: operatorCall('审核代理申请', { params: ApplicationReviewParams, body: ApplicationReviewBody }) },
    async (request) => {
      const { action } = request.params;
      if (action !== 'approve' && action !== 'reject') throw new BizError(404, '接口不存在', { status: 404 });
      const reason = str(readInput(request).reason, 200);
      const id = posInt(request.params.id, 0);
      return ok(await app.db.tx((q) => reviewAgentApplication(q, id, action, operatorOf(request), reason)));
    },
  );

  // ?all=1 lists read ones too; listing marks the new ones read.
  api.get('/feedback', { schema: operatorCall('意见反馈') }, async (request) =>
    ok(await app.db.tx((q) => feedbackInbox(q, str(readInput(request).all, 2) !== '1'))),
  );

  const ruleView = async (rule: Awaited<ReturnType<typeof inviteRule>>) => ({
    reward: formatCents(rule.reward),
    min_deposit: formatCents(rule.minDeposit),
    turnover_multiple: formatDecimal(rule.turnoverMultiple),
    intro: rule.intro,
  });

  api.get('/invite-rule', { schema: operatorCall('邀请规则') }, async () =>
    ok(await ruleView(await inviteRule(app.db))),
  );

  // {reward?, min_deposit? (yuan), turnover_multiple?, intro? (HTML)}: the invite reward rule.
  api.post('/invite-rule', { schema: operatorCall('修改邀请规则', { body: InviteRuleBody }) }, async (request) => {
    const input = readInput(request);
    const amount = (key: string) => {
      const text = str(input[key], 20);
      if (!text) return undefined;
      const cents = parseAmount(text);
      if (cents === null) throw new BizError(400, `${key} must be yuan with at most two decimals`, { status: 400 });
      return cents;
    };
    const multiple = str(input.turnover_multiple, 20);
    if (multiple && !parseDecimal(multiple, 2)) {
      throw new BizError(400, 'turnover_multiple must be a decimal like 1 or 1.5', { status: 400 });
    }
    const rule = await setInviteRule(app.db, {
      reward: amount('reward'),
      minDeposit: amount('min_deposit'),
      turnoverMultiple: multiple || undefined,
      intro: input.intro === undefined ? undefined : str(input.intro, 20_000),
    });
    return ok(await ruleView(rule));
  });
}
