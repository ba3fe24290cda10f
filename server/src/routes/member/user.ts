/**
 * The member's own data: profile, refreshed profile, balance.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WireBalance, WireUser } from '../../../../contract/member/schemas.ts';
import { memberView } from '../../domain/accounts/profile.ts';
import { memberMainBalance } from '../../domain/cache/member-reads.ts';
import { formatCents } from '../../lib/money.ts';
import { requestOrigin } from '../../lib/urls.ts';
import { memberIdOf, memberOf } from '../../plugins/app/context.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { memberCall, readRoute } from '../../http/schema.ts';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const view = (request: FastifyRequest) => {
    const { user, token } = memberOf(request);
    return memberView(app.db, user, { token, origin: requestOrigin(request, app.config.publicUrl) });
  };

  readRoute(app, {
    url: '/api/user',
    schema: memberCall({ tag: 'member', summary: '会员资料', data: WireUser }),
    handler: async (request) => ok(await view(request)),
  });

  // Venue balances come from our own ledger (no aggregator to poll yet), so "refresh" re-reads it.
  // The full /api/user shape, not the legacy subset (docs/API.md#refreshusermoney).
  readRoute(app, {
    url: '/api/refreshusermoney',
    schema: memberCall({ tag: 'member', summary: '刷新会员资料', data: WireUser }),
    handler: async (request) => ok(await view(request), '刷新成功'),
  });

  readRoute(app, {
    url: '/api/balance',
    schema: memberCall({ tag: 'member', summary: '中心钱包余额', data: WireBalance, session: 'cached' }),
    // Polled by every logged-in player: session and balance come from the member cache, and
    // the answer (about 60 bytes) is below the compression threshold anyway.
    compress: false,
    handler: async (request) => {
      const cents = await memberMainBalance(app.db, app.memberCache, memberIdOf(request));
      const data: WireBalance = { balance: formatCents(cents) };
      return ok(data);
    },
  });
}
