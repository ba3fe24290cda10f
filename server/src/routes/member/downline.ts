/**
 * 下级转账 (ours; docs/API.md#downlinetransfer, #downlines): an agent's direct downline to pick
 * from, and the transfer to one of them. The transfer accepts `Idempotency-Key` like every money
 * call (a retry gets the first answer and moves nothing).
 */
import type { FastifyInstance } from 'fastify';
import { PaginatorOf } from '../../../../contract/common/schemas.ts';
import {
  DownlineListQuery,
  DownlineTransferBody,
  WireDownline,
  WireDownlineTransfer,
} from '../../../../contract/downline/schemas.ts';
import { listDownlines, requireAgent } from '../../domain/downline/members.ts';
import {
  checkDownlineTransfer,
  downlineTransferAnswer,
  moveToDownline,
  downlineTransferRequest,
} from '../../domain/downline/transfer.ts';
import { runIdempotent } from '../../domain/idempotency/answers.ts';
import { getMoneySettings } from '../../domain/site/money-settings.ts';
import { paginator, pageRequest } from '../../lib/paginate.ts';
import { requestOrigin, requestPath } from '../../lib/urls.ts';
import { guessLimitsOf } from '../../domain/accounts/secret-guard.ts';
import { memberOf } from '../../http/auth.ts';
import { idempotentCall, ledgerKeyOf, sendAnswer, ok } from '../../http/answer.ts';
import { playerCall, readRoute, typed } from '../../http/schema.ts';

export default async function downlineRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);

  readRoute(app, {
    url: '/api/downlines',
    schema: playerCall({
      tag: 'member',
      summary: '直属下级',
      input: DownlineListQuery,
      data: PaginatorOf(WireDownline),
    }),
    handler: async (request) => {
      const { user } = memberOf(request);
      requireAgent(user);
      const input = request.body;
      const page = pageRequest(input);
      const { rows, total } = await listDownlines(app.db, user.id, input.username ?? '', {
        limit: page.perPage,
        offset: page.offset,
      });
      return ok(paginator(rows, total, page, `${requestOrigin(request, app.config.publicUrl)}${requestPath(request)}`));
    },
  });

  api.post(
    '/api/downlineTransfer',
    {
      schema: playerCall({
        tag: 'money',
        summary: '下级转账',
        idempotent: true,
        input: DownlineTransferBody,
        data: WireDownlineTransfer,
      }),
    },
    async (request, reply) => {
      const { user } = memberOf(request);
      const parsed = downlineTransferRequest(request.body);
      const call = idempotentCall(request, 'downlineTransfer', request.body);
      const settings = await getMoneySettings(app.db);
      const prepare = () =>
        checkDownlineTransfer({ q: app.db, ...guessLimitsOf(app.config.limits), ip: request.ip }, user, parsed);
      const result = await runIdempotent(
        app.db,
        call,
        async (q) => downlineTransferAnswer(await moveToDownline(q, user.id, parsed, settings, ledgerKeyOf(call))),
        prepare,
      );
      return sendAnswer(reply, result);
    },
  );
}
