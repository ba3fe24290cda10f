/**
 * The one database interface the rest of the server sees. Two engines implement it
 * (PGlite embedded, PostgreSQL through `pg`); SQL is plain and shared.
 *
 * Value conventions, identical on both engines:
 * - int8/bigint columns come back as JS `bigint` (money is bigint cents); cast counts with ::int.
 * - bigint parameters are sent as decimal strings.
 * - timestamptz comes back as `Date`; numeric as string.
 */
export type Row = Record<string, unknown>;

export interface Queryable {
  /**
   * `name` makes it a named statement on PostgreSQL: parsed and planned once per connection, then
   * only bound and run (for the hottest statements; PGlite ignores it). Behind a pooler in
   * transaction mode named statements need its prepared-statement support (pgbouncer ≥ 1.21).
   */
  query<T extends object = Row>(sql: string, params?: readonly unknown[], name?: string): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: commit when it resolves, roll back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** First row or null. */
export async function one<T extends object = Row>(
  q: Queryable,
  sql: string,
  params?: readonly unknown[],
  name?: string,
): Promise<T | null> {
  const rows = await q.query<T>(sql, params, name);
  return rows[0] ?? null;
}

/** Parameters as both drivers accept them: bigint goes over the wire as text. */
export function normaliseParams(params: readonly unknown[] = []): unknown[] {
  return params.map((p) => (typeof p === 'bigint' ? p.toString() : p));
}

/** int8 → bigint: the parser both engines install for type oid 20. */
export const INT8_OID = 20;
export function parseInt8(text: string): bigint {
  return BigInt(text);
}

/** A quoted identifier for a schema name we generate ourselves (tests), refusing anything odd. */
export function schemaIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`bad schema name: ${name}`);
  return `"${name}"`;
}
