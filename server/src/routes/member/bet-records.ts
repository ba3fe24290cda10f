/**
 * 投注记录 (/api/betrecord): the player's bets by date window and platform, paginated like the
 * other record lists (date 1 today, 2 last 7, 3 last 15, 4 last 30 Beijing days).
 */
import type { FastifyInstance } from 'fastify';
import { PaginatorOf } from '../../../../contract/common/schemas.ts';
import { BetRecordBody, WireBetRecord } from '../../../../contract/records/schemas.ts';
import { betRecords, readPlatformFilter } from '../../domain/lottery/bet-records.ts';
import { windowStart, type DateFilter } from '../../domain/records/filters.ts';
import { pageRequest, paginator } from '../../lib/paginate.ts';
import { requestOrigin, requestPath } from '../../lib/urls.ts';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/answer.ts';
import { playerCall, readRoute } from '../../http/schema.ts';

export default async function betRecordRoutes(app: FastifyInstance): Promise<void> {
  readRoute(app, {
    url: '/api/betrecord',
    schema: playerCall({
      tag: 'records',
      summary: '投注记录',
      input: BetRecordBody,
      data: PaginatorOf(WireBetRecord),
    }),
    handler: async (request) => {
      // BetRecordBody read date as 1–4 (anything else 4).
      const input = request.body;
      const page = pageRequest(input, ['pagesize', 'limit']);
      const result = await betRecords(app.db, {
        userId: memberOf(request).user.id,
        since: windowStart(input.date as DateFilter),
        platform: readPlatformFilter(input.api_type),
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
