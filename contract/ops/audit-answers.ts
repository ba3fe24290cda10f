/**
 * The operator audit's answers: GET /admin/audit-log (the newest rows) and
 * GET /admin/audit-log/verify (the walk of the hash chain).
 */

/** One row of the chain as /admin/audit-log answers it (server/src/domain/ops/audit-chain.ts stores it). */
export interface AuditAction {
  /** Its place in the chain (1, 2, 3…), a bigint as text. */
  seq: string;
  /** Beijing time. */
  at: string;
  operator: string;
  method: string;
  path: string;
  status: number;
  /** The change's body as canonical JSON, secrets left out; null for reads. */
  body: string | null;
  hash: string;
}

export interface AuditLogAnswer {
  actions: AuditAction[];
}

export interface ChainBreak {
  /** The row where the walk noticed it ('-' for rows outside the chain). */
  seq: string;
  problem: string;
}

export interface ChainReport {
  ok: boolean;
  /** Rows in the chain. */
  rows: number;
  /** Rows recorded before the chain existed (migration 055): outside it. */
  unchained: number;
  /** The newest row: note it elsewhere to notice a removal of the newest rows. */
  head: { seq: string; hash: string; at: string } | null;
  breaks: number;
  /** The first breaks (at most 20). */
  listed: ChainBreak[];
}
