/**
 * The operator audit's answers: GET /admin/audit-log (the newest rows) and
 * GET /admin/audit-log/verify (the walk of the hash chain).
 */
import { Type, type Static } from 'typebox';
import { WireDateTime } from '../common/schemas.ts';

/** One row of the chain as /admin/audit-log answers it (server/src/domain/ops/audit-chain.ts stores it). */
export const AuditAction = Type.Object({
  seq: Type.String({ description: 'Its place in the chain (1, 2, 3…), a bigint as text.' }),
  at: WireDateTime,
  operator: Type.String(),
  method: Type.String(),
  path: Type.String(),
  status: Type.Number(),
  body: Type.Union([Type.String(), Type.Null()], {
    description: "The change's body as canonical JSON, secrets left out; null for reads.",
  }),
  hash: Type.String(),
});
export type AuditAction = Static<typeof AuditAction>;

/** GET /admin/audit-log. */
export const AuditLogAnswer = Type.Object({ actions: Type.Array(AuditAction) });
export type AuditLogAnswer = Static<typeof AuditLogAnswer>;

export const ChainBreak = Type.Object({
  seq: Type.String({ description: "The row where the walk noticed it ('-' for rows outside the chain)." }),
  problem: Type.String(),
});
export type ChainBreak = Static<typeof ChainBreak>;

/** GET /admin/audit-log/verify. */
export const ChainReport = Type.Object({
  ok: Type.Boolean(),
  rows: Type.Number({ description: 'Rows in the chain.' }),
  unchained: Type.Number({ description: 'Rows recorded before the chain existed (migration 055): outside it.' }),
  head: Type.Union([Type.Object({ seq: Type.String(), hash: Type.String(), at: WireDateTime }), Type.Null()], {
    description: 'The newest row: note it elsewhere to notice a removal of the newest rows.',
  }),
  breaks: Type.Number(),
  listed: Type.Array(ChainBreak, { description: 'The first breaks (at most 20).' }),
});
export type ChainReport = Static<typeof ChainReport>;
