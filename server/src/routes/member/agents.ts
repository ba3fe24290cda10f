/**
 * Member requests to the operator: agent applications (docs/API.md#applyagentdo) and the
 * member's latest one, and feedback (docs/API.md#feedback).
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AGENT_MESSAGES, FEEDBACK_MESSAGES, FEEDBACK_PER_DAY } from '../../../../contract/profile/rules.ts';
import { ApplyAgentBody, FeedbackBody, WireAgentApplication } from '../../../../contract/profile/schemas.ts';
import { applyForAgent, latestAgentApplication, agentApplication } from '../../domain/agents/applications.ts';
import { leaveFeedback } from '../../domain/feedback/feedback.ts';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/answer.ts';
import { playerCall, readRoute, typed } from '../../http/schema.ts';
import { NoData } from '../../../../contract/common/schemas.ts';

export default async function agentRoutes(app: FastifyInstance): Promise<void> {
  typed(app).post(
    '/api/applyagentdo',
    {
      schema: playerCall({
        tag: 'member',
        summary: '申请代理',
        description: `Success {200, "${AGENT_MESSAGES.applied}", ""}; an open application: {500, "${AGENT_MESSAGES.already}", ""}.`,
        input: ApplyAgentBody,
        data: NoData,
      }),
    },
    async (request) => {
      const parsed = agentApplication(request.body);
      const userId = memberOf(request).user.id;
      await app.db.tx((q) => applyForAgent(q, userId, parsed));
      return ok('', AGENT_MESSAGES.applied);
    },
  );

  readRoute(app, {
    url: '/api/agentapply',
    schema: playerCall({
      tag: 'member',
      summary: '我的代理申请',
      description: 'Ours: the latest agent application (state 1 pending, 2 approved, 3 rejected) or null.',
      data: Type.Union([WireAgentApplication, Type.Null()]),
    }),
    handler: async (request) => ok(await latestAgentApplication(app.db, memberOf(request).user.id)),
  });

  typed(app).post(
    '/api/feedback',
    {
      schema: playerCall({
        tag: 'member',
        summary: '意见反馈',
        description: `Ours. Success {200, "${FEEDBACK_MESSAGES.sent}", ""}; at most ${FEEDBACK_PER_DAY} a day (429).`,
        input: FeedbackBody,
        data: NoData,
      }),
    },
    async (request) => {
      const { content, contact = '' } = request.body;
      const userId = memberOf(request).user.id;
      await app.db.tx((q) => leaveFeedback(q, userId, { content, contact }));
      return ok('', FEEDBACK_MESSAGES.sent);
    },
  );
}
