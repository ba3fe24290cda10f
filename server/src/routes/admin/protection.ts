/**
 * Operator API for player protection: who is restricted now, one member's time-outs and
 * self-exclusions, and imposing one (recorded with the operator's name; the member's sessions end
 * at once). There is no call that lifts or shortens one. Registered only while
 * PROTECTION_EXCLUSION is on. A member's view also lists their deposit, loss and stake limits.
 */
import type { FastifyInstance } from 'fastify';
import {
  EXCLUSION_OPS_MESSAGES,
  ImposeExclusionBody,
  MemberProtection,
  ProtectionList,
  ProtectionUserParams,
} from '../../../../contract/protection/exclusions.ts';
import { findUserByName } from '../../domain/accounts/users.ts';
import { memberProtection, restrictedMembers } from '../../domain/protection/exclusion-list.ts';
import { endOfChoice, exclusionChoice, startExclusion } from '../../domain/protection/exclusion-start.ts';
import { operatorOf } from '../../http/auth.ts';
import { ok } from '../../http/answer.ts';
import { conflict, notFound, refused } from '../../http/admin-refusals.ts';
import { opsTx } from '../../http/admin-tx.ts';
import { operatorCall, typed } from '../../http/schema.ts';

/** The member named `username` as the operator sees it; 404 when there is none. */
async function namedMember(app: FastifyInstance, username: string) {
  const user = await findUserByName(app.db, username);
  if (!user) throw notFound(EXCLUSION_OPS_MESSAGES.noMember);
  return user;
}

export default async function protectionAdminRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.protection.exclusion) return;
  const api = typed(app);

  api.get('/protection', { schema: operatorCall('冷静期与自我排除中的会员', { data: ProtectionList }) }, async () =>
    ok({ rows: await restrictedMembers(app.db) }),
  );

  api.get(
    '/protection/:user',
    { schema: operatorCall('会员的冷静期与自我排除', { params: ProtectionUserParams, data: MemberProtection }) },
    async (request) => ok(await memberProtection(app.db, await namedMember(app, request.params.user))),
  );

  api.post(
    '/protection/:user/impose',
    {
      schema: operatorCall('对会员施加冷静期或自我排除（不可提前解除）', {
        params: ProtectionUserParams,
        body: ImposeExclusionBody,
        data: MemberProtection,
      }),
    },
    async (request) => {
      const { kind, length, reason } = request.body;
      const choice = exclusionChoice(kind, length, refused);
      const by = { operator: operatorOf(request), reason: reason.trim(), refusal: conflict };
      const answer = await opsTx(request, async (q) => {
        const user = await findUserByName(q, request.params.user);
        if (!user) throw notFound(EXCLUSION_OPS_MESSAGES.noMember);
        await startExclusion(q, user.id, choice, await endOfChoice(q, choice), by);
        return memberProtection(q, user);
      });
      return ok(answer);
    },
  );
}
