/**
 * 账户明细 (/api/gettransrecord): the player's money records by type and date, paginated.
 */
import type { FastifyInstance } from 'fastify';
import { PaginatorOf } from '../../../../contract/common/schemas.ts';
import { TransRecordBody, WireTransRecord } from '../../../../contract/records/schemas.ts';
import { windowStart, type DateFilter, type RecordType } from '../../domain/records/filters.ts';
import { transactionRecords } from '../../domain/records/transactions.ts';
import { pageRequest, paginator } from '../../lib/paginate.ts';
import { requestOrigin, requestPath } from '../../lib/urls.ts';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/answer.ts';
import { playerCall, readRoute } from '../../http/schema.ts';

export default async function recordRoutes(app: FastifyInstance): Promise<void> {
  readRoute(app, {
    url: '/api/gettransrecord',
    schema: playerCall({
      tag: 'records',
      summary: '账户记录',
      input: TransRecordBody,
      data: PaginatorOf(WireTransRecord),
    }),
    handler: async (request) => {
      // TransRecordBody read date as 1–4 and type as 1–7 (anything else their defaults).
      const input = request.body;
      const page = pageRequest(input, ['pagesize', 'limit']);
      const apiType = input.api_type;
      const result = await transactionRecords(app.db, {
        userId: memberOf(request).user.id,
        type: input.type as RecordType,
        since: windowStart(input.date as DateFilter),
        apiType: /^[A-Za-z0-9_-]+$/.test(apiType) ? apiType : '',
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
