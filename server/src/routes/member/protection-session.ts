/**
 * The reality check's session summary (our extension, docs/API.md#protection-session): time since
 * this token's login and the net position since then. How often the PWA shows it is the player's
 * own preference, kept on the client. Registered only while PROTECTION_REALITY_CHECK is on.
 */
import type { FastifyInstance } from 'fastify';
import { WireSessionSummary } from '../../../../contract/protection/exclusions.ts';
import { sessionSummary } from '../../domain/protection/session-summary.ts';
import { unauthenticated } from '../../lib/errors.ts';
import { formatCents } from '../../lib/money.ts';
import { formatBeijing } from '../../lib/time.ts';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/answer.ts';
import { playerCall, readRoute } from '../../http/schema.ts';

export default async function protectionSessionRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.protection.realityCheck) return;
  readRoute(app, {
    url: '/api/protectionSession',
    schema: playerCall({ tag: 'protection', summary: '本次登录的时长与输赢（现实检查）', data: WireSessionSummary }),
    handler: async (request) => {
      const { user, token } = memberOf(request);
      const summary = await sessionSummary(app.db, user.id, token);
      // Revoked between the guard and here: the same answer the guard gives.
      if (!summary) throw unauthenticated();
      const data: WireSessionSummary = {
        login_at: formatBeijing(summary.loginAt),
        seconds: summary.seconds,
        staked: formatCents(summary.staked),
        won: formatCents(summary.won),
        net: formatCents(summary.won - summary.staked),
      };
      return ok(data);
    },
  });
}
