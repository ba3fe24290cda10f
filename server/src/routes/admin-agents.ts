/**
 * Operator API for member requests (under /admin): agent applications (list, approve → isagent = 1,
 * reject) and the feedback inbox.
 */
import type { FastifyInstance } from 'fastify';
import {
  ApplicationListQuery,
  ApplicationReviewBody,
  ApplicationReviewParams,
} from '../../../contract/activities/schemas.ts';
import { AGENT_STATE } from '../../../contract/profile/rules.ts';
import { listAgentApplications, reviewAgentApplication } from '../domain/agents/applications.ts';
import { feedbackInbox } from '../domain/feedback/feedback.ts';
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
      return ok(await app.db.tx((q) => reviewAgentApplication(q, id, action, reason)));
    },
  );

  // ?all=1 lists read ones too; listing marks the new ones read.
  api.get('/feedback', { schema: operatorCall('意见反馈') }, async (request) =>
    ok(await app.db.tx((q) => feedbackInbox(q, str(readInput(request).all, 2) !== '1'))),
  );
}
