/**
 * What a transaction handle belongs to, so domain code given only `q` can ask for work to run
 * once the transaction has ended (committed or rolled back): in-process caches must not be
 * refilled from a value that is about to change, nor keep one that did. Both engines' `tx`
 * open a scope for their handle and settle it after COMMIT or ROLLBACK.
 */
import type { Db, Queryable } from './types.ts';

export interface TxScope {
  db: Db;
  settled: (() => void)[];
}

const scopes = new WeakMap<Queryable, TxScope>();

export function openTxScope(handle: Queryable, db: Db): TxScope {
  const scope: TxScope = { db, settled: [] };
  scopes.set(handle, scope);
  return scope;
}

/** Runs the scope's callbacks; one failing does not keep the others from running. */
export function settleTxScope(scope: TxScope): void {
  for (const fn of scope.settled.splice(0)) {
    try {
      fn();
    } catch {
      /* a cache callback must never turn a committed transaction into an error */
    }
  }
}

/**
 * The database behind `q` and a way to run `fn` when its transaction ends. For `q` outside a
 * transaction (the Db itself: every statement commits on its own) `defer` is null.
 */
export function txScopeOf(q: Queryable): { db: Db | null; defer: ((fn: () => void) => void) | null } {
  const scope = scopes.get(q);
  if (scope) return { db: scope.db, defer: (fn) => scope.settled.push(fn) };
  const maybeDb = q as Partial<Db>;
  return { db: typeof maybeDb.tx === 'function' ? (q as Db) : null, defer: null };
}
