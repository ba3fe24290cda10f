/** GET /admin/audit-log/verify: the walk of the operator audit chain. */

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
