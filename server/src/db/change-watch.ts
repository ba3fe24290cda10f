/**
 * In-process observers of writes that in-memory caches depend on (domain/cache/member-cache.ts):
 * ledger balances, member status, tokens. The writer tells them what it is about to change before
 * it writes, and again once its transaction has ended, so no observer serves or stores a value
 * read in between: the process that made a change never answers with the old value. Other
 * processes learn it from the database's notifications (migrations 040 and 050), sent on commit.
 */
import { txScopeOf } from './tx-scope.ts';
import type { Db, Queryable } from './types.ts';

export interface Change {
  /** Ledger accounts whose balance changes. */
  accounts?: readonly number[];
  /** Members whose status or every token changes. */
  users?: readonly number[];
  /** Token hashes revoked. */
  tokens?: readonly string[];
}

export interface ChangeObserver {
  /** `change` may happen from now until `settled` is called with the same object. */
  changing(change: Change): void;
  settled(change: Change): void;
}

const observers = new WeakMap<Db, Set<ChangeObserver>>();

/** Registers `observer` for writes through `db`; returns the unregistration. */
export function observeChanges(db: Db, observer: ChangeObserver): () => void {
  let set = observers.get(db);
  if (!set) observers.set(db, (set = new Set()));
  set.add(observer);
  return () => set.delete(observer);
}

/**
 * Call before writing `change` through `q`; call the returned function when the writes are done.
 * Inside a transaction the observers hear `settled` only when the transaction ends.
 */
export function announceChange(q: Queryable, change: Change): () => void {
  const { db, defer } = txScopeOf(q);
  const set = db ? observers.get(db) : undefined;
  if (!set || set.size === 0) return () => {};
  const targets = [...set];
  for (const o of targets) o.changing(change);
  const settle = () => {
    for (const o of targets) o.settled(change);
  };
  if (defer) {
    defer(settle);
    return () => {};
  }
  return settle;
}

/** Runs `write` between the two announcements (the usual shape for one statement). */
export async function withChange<T>(q: Queryable, change: Change, write: () => Promise<T>): Promise<T> {
  const done = announceChange(q, change);
  try {
    return await write();
  } finally {
    done();
  }
}
