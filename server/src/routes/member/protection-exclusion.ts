/**
 * Player protection (our extension, docs/API.md#protection): the member's status, the two-step
 * time-out or self-exclusion, and the request to reopen after a self-exclusion. Registered only
 * while PROTECTION_EXCLUSION is on; a restricted member may call each of them
 * (domain/protection/exclusion-scope.ts).
 */
import type { FastifyInstance } from 'fastify';
import {
  EXCLUSION_MESSAGES,
  ExclusionConfirmBody,
  ExclusionRequestBody,
  WireExclusionRequest,
  WireProtectionStatus,
} from '../../../../contract/protection/exclusions.ts';
import { guessLimitsOf } from '../../domain/accounts/secret-guard.ts';
import { askExclusion, confirmExclusion, requestReopen } from '../../domain/protection/exclusion-choice.ts';
import { exclusionChoice } from '../../domain/protection/exclusion-start.ts';
import { protectionFacts, statusView } from '../../domain/protection/exclusion.ts';
import { formatBeijing } from '../../lib/time.ts';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/answer.ts';
import { playerCall, readRoute, typed } from '../../http/schema.ts';

export default async function protectionExclusionRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.protection.exclusion) return;
  const api = typed(app);
  const status = async (userId: number) => statusView(await protectionFacts(app.db, userId));

  readRoute(app, {
    url: '/api/protectionStatus',
    schema: playerCall({ tag: 'protection', summary: '保护状态（冷静期、自我排除）', data: WireProtectionStatus }),
    handler: async (request) => ok(await status(memberOf(request).user.id)),
  });

  api.post(
    '/api/protectionExclusionRequest',
    {
      schema: playerCall({
        tag: 'protection',
        summary: '申请冷静期或自我排除（第一步）',
        input: ExclusionRequestBody,
        data: WireExclusionRequest,
      }),
    },
    async (request) => {
      const choice = exclusionChoice(request.body.kind, request.body.length);
      const asked = await askExclusion(app.db, memberOf(request).user.id, choice);
      return ok(asked, asked.summary);
    },
  );

  api.post(
    '/api/protectionExclusionConfirm',
    {
      schema: playerCall({
        tag: 'protection',
        summary: '确认冷静期或自我排除（第二步，登录密码）：所有会话随即结束',
        input: ExclusionConfirmBody,
        data: WireProtectionStatus,
      }),
    },
    async (request) => {
      const { user } = memberOf(request);
      const { confirm_id: confirmId, password } = request.body;
      const started = await confirmExclusion(app.db, user, { confirmId, password }, guessLimitsOf(app.config.limits));
      return ok(await status(user.id), EXCLUSION_MESSAGES.confirmed(started.kind, formatBeijing(started.endsAt)));
    },
  );

  api.post(
    '/api/protectionReopen',
    {
      schema: playerCall({ tag: 'protection', summary: '自我排除结束后申请重新开放账户', data: WireProtectionStatus }),
    },
    async (request) => {
      const { user } = memberOf(request);
      const reopenAt = await requestReopen(app.db, user.id);
      return ok(await status(user.id), EXCLUSION_MESSAGES.reopenRequested(formatBeijing(reopenAt)));
    },
  );
}
