/**
 * 账户明细 (/api/gettransrecord): the player's money records by type and date, paginated.
 */
import type { FastifyInstance } from 'fastify';
import { Documenting, PaginatorOf } from '../../../contract/common/schemas.ts';
import { TransRecordBody, WireTransRecord } from '../../../contract/records/schemas.ts';
import { readDateFilter, readRecordType, windowStart } from '../domain/records/filters.ts';
import { transactionRecords } from '../domain/records/transactions.ts';
import { readInput, str } from '../lib/input.ts';
import { paginator, readPage } from '../lib/paginate.ts';
import { requestOrigin, requestPath } from '../lib/urls.ts';
import { memberOf } from '../plugins/context.ts';
import { ok } from '../plugins/envelope.ts';
import { memberCall, readRoute } from './schema.ts';

export async function recordRoutes(app: FastifyInstance): Promise<void> {
  readRoute(app, {
    url: '/api/gettransrecord',
    schema: memberCall({
      tag: 'records',
      summary: '账户记录',
      input: Documenting(TransRecordBody),
      data: PaginatorOf(WireTransRecord),
    }),
    handler: async (request) => {
      const input = readInput(request);
      const page = readPage(input, ['pagesize', 'limit']);
      const apiType = str(input.api_type, 40);
      const result = await transactionRecords(app.db, {
        userId: memberOf(request).user.id,
        type: readRecordType(input.type),
        since: windowStart(readDateFilter(input.date)),
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
