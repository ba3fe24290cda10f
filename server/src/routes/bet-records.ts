/**
 * 投注记录 (/api/betrecord): the player's bets by date window and platform, paginated like the
 * other record lists (date 1 today, 2 last 7, 3 last 15, 4 last 30 Beijing days).
 */
import type { FastifyInstance } from 'fastify';
import { Documenting, PaginatorOf } from '../../../contract/common/schemas.ts';
import { BetRecordBody, WireBetRecord } from '../../../contract/records/schemas.ts';
import { betRecords, readPlatformFilter } from '../domain/lottery/bet-records.ts';
import { readDateFilter, windowStart } from '../domain/records/filters.ts';
import { readInput, str } from '../lib/input.ts';
import { paginator, readPage } from '../lib/paginate.ts';
import { requestOrigin, requestPath } from '../lib/urls.ts';
import { memberOf } from '../plugins/context.ts';
import { ok } from '../plugins/envelope.ts';
import { memberCall, readRoute } from './schema.ts';

export async function betRecordRoutes(app: FastifyInstance): Promise<void> {
  readRoute(app, {
    url: '/api/betrecord',
    schema: memberCall({
      tag: 'records',
      summary: '投注记录',
      input: Documenting(BetRecordBody),
      data: PaginatorOf(WireBetRecord),
    }),
    handler: async (request) => {
      const input = readInput(request);
      const page = readPage(input, ['pagesize', 'limit']);
      const result = await betRecords(app.db, {
        userId: memberOf(request).user.id,
        since: windowStart(readDateFilter(input.date)),
        platform: readPlatformFilter(str(input.api_type, 40)),
        page,
      });
      return ok(
        paginator(
          result.rows,
          result.total,
          page,
          `${requestOrigin(request, app.config.publicUrl)}${requestPath(request)}`,
        ),
      );
    },
  });
}
