/**
 * The member's own data: profile, refreshed profile, balance.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WireBalance } from '../../../contract/member/schemas.ts';
import { memberView } from '../domain/accounts/profile.ts';
import { balanceOf, playerAccountCode } from '../domain/ledger/accounts.ts';
import { formatCents } from '../lib/money.ts';
import { requestOrigin } from '../lib/urls.ts';
import { memberOf } from '../plugins/context.ts';
import { ok } from '../plugins/envelope.ts';
import { requireMember } from '../plugins/auth.ts';

const READ = ['GET', 'POST'] as const;

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const view = (request: FastifyRequest) => {
    const { user, token } = memberOf(request);
    return memberView(app.db, user, { token, origin: requestOrigin(request, app.config.publicUrl) });
  };

  app.route({ method: [...READ], url: '/api/user', preHandler: requireMember, handler: async (request) => ok(await view(request)) });

  // Venue balances come from our own ledger (no aggregator to poll yet), so "refresh" re-reads it.
  // The full /api/user shape, not the legacy subset (docs/API.md#refreshusermoney).
  app.route({
    method: [...READ],
    url: '/api/refreshusermoney',
    preHandler: requireMember,
    handler: async (request) => ok(await view(request), '刷新成功'),
  });

  app.route({
    method: [...READ],
    url: '/api/balance',
    preHandler: requireMember,
    handler: async (request) => {
      const cents = await balanceOf(app.db, playerAccountCode(memberOf(request).user.id));
      const data: WireBalance = { balance: formatCents(cents) };
      return ok(data);
    },
  });
}
