/**
 * The member's own data: profile, refreshed profile, balance.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WireBalance, WireUser } from '../../../../contract/member/schemas.ts';
import { memberView } from '../../domain/accounts/profile.ts';
import { memberMainBalance } from '../../domain/cache/member-reads.ts';
import { formatCents } from '../../lib/money.ts';
import { restrictionView } from '../../domain/protection/exclusion.ts';
import { requestOrigin } from '../../lib/urls.ts';
import { memberIdOf, memberOf } from '../../http/auth.ts';
import { ok } from '../../http/answer.ts';
import { PROFILE_REFRESHED } from '../../../../contract/member/rules.ts';
import { playerCall, readRoute } from '../../http/schema.ts';

export default async function userRoutes(app: FastifyInstance): Promise<void> {
  const view = async (request: FastifyRequest) => {
    const { user, token } = memberOf(request);
    const [member, protection] = await Promise.all([
      memberView(app.db, user, { token, origin: requestOrigin(request, app.config.publicUrl) }),
      app.config.protection.exclusion ? restrictionView(app.db, user.id) : undefined,
    ]);
    // While restricted (time-out, self-exclusion, closed): what and until when (docs/API.md#protection).
    return protection ? { ...member, protection } : member;
  };

  readRoute(app, {
    url: '/api/user',
    schema: playerCall({ tag: 'member', summary: '会员资料', data: WireUser }),
    handler: async (request) => ok(await view(request)),
  });

  // Venue balances come from our own ledger (no aggregator to poll yet), so "refresh" re-reads it.
  // The full /api/user shape, not the legacy subset (docs/API.md#refreshusermoney).
  readRoute(app, {
    url: '/api/refreshusermoney',
    schema: playerCall({ tag: 'member', summary: '刷新会员资料', data: WireUser }),
    handler: async (request) => ok(await view(request), PROFILE_REFRESHED),
  });

  readRoute(app, {
    url: '/api/balance',
    schema: playerCall({ tag: 'member', summary: '中心钱包余额', data: WireBalance }),
    // Polled by every logged-in player: session and balance come from the member cache (the
    // folder's guard reads `session: 'cached'`: routes/member/autohooks.ts), and the answer
    // (about 60 bytes) is below the compression threshold anyway.
    config: { session: 'cached' },
    compress: false,
    handler: async (request) => {
      const cents = await memberMainBalance(app.db, app.memberCache, memberIdOf(request));
      const data: WireBalance = { balance: formatCents(cents) };
      return ok(data);
    },
  });
}
