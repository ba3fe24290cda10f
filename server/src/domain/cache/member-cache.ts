/**
 * Sessions, main-wallet balances and "not restricted" of the members active on this process, in
 * memory, so a poll of /api/balance (every logged-in player, every 2.5 s) costs no database round
 * trip, nor does the restriction check (protection) of the member scope on every other call and
 * of the chat socket on every connection.
 *
 * Correctness comes first; an entry is only served while:
 * - the process hears the database's notifications (`live`): on PostgreSQL its LISTEN connection
 *   is up (the cache is emptied when it drops and again when it is back); on PGlite always;
 * - nothing announced a change to it since it was read: revoked or aged tokens, a member's status
 *   or restrictions (migration 088), a balance (notices.ts, sent by the database on commit, so within milliseconds on every
 *   process), and this process's own writes, heard before they start and after their transaction
 *   ends (db/change-watch.ts), so the process that made a change never serves the old value;
 * - it is younger than a bounded age (a safety net should a notification ever be lost).
 * A value read from the database is stored only if no change to it was announced while it was
 * being read (an epoch per process, marks per account), so a read racing a commit is dropped.
 */
import type { Change, ChangeObserver } from '../../db/change-watch.ts';
import type { CacheNotice } from './notices.ts';

export interface CachedSession {
  userId: number;
  active: boolean;
  /** Milliseconds since the epoch, from the token row. */
  createdAt: number;
  lastUsedAt: number;
}

interface SessionEntry extends CachedSession {
  cachedAt: number;
}

interface BalanceEntry {
  accountId: number;
  cents: bigint;
  cachedAt: number;
}

export interface MemberCacheOptions {
  now?: () => number;
  /** Oldest balance served without asking the database (default 30 s). */
  balanceTtlMs?: number;
  /** Oldest session served without asking the database (default 60 s). */
  sessionTtlMs?: number;
  /** Entries per kind; the oldest go first beyond it (default 200,000). */
  maxEntries?: number;
}

/** A read in progress remembers the epoch it started at; see `storeBalance`. */
export type Stamp = number;

/** Past this many marks they are dropped together and reads in flight are discarded. */
const MAX_MARKS = 10_000;

export class MemberCache implements ChangeObserver {
  readonly now: () => number;
  private readonly balanceTtlMs: number;
  private readonly sessionTtlMs: number;
  private readonly maxEntries: number;
  private readonly sessions = new Map<string, SessionEntry>();
  private readonly balances = new Map<number, BalanceEntry>();
  /** Members read as under no restriction (only that state is kept): user id → cachedAt. */
  private readonly openMembers = new Map<number, number>();
  private readonly accountUser = new Map<number, number>();
  /** Changes in progress in this process: account id / user id / token hash → writers. */
  private readonly pendingAccounts = new Map<number, number>();
  private readonly pendingUsers = new Map<number, number>();
  private readonly pendingTokens = new Map<string, number>();
  /** Epoch at which each account was last announced changed. */
  private readonly accountMarks = new Map<number, number>();
  private epoch = 1;
  /** Epoch of the last change that drops everything a read in flight might bring back. */
  private sessionsChangedAt = 0;
  /** Epoch of the last change of any member's status or restrictions. */
  private usersChangedAt = 0;
  private clearedAt = 0;
  private live = false;

  constructor(options: MemberCacheOptions = {}) {
    this.now = options.now ?? Date.now;
    this.balanceTtlMs = options.balanceTtlMs ?? 30_000;
    this.sessionTtlMs = options.sessionTtlMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 200_000;
  }

  /** Whether the process hears the database's notifications; any change of it empties the cache. */
  setLive(live: boolean): void {
    this.clear();
    this.live = live;
  }

  get isLive(): boolean {
    return this.live;
  }

  stamp(): Stamp {
    return this.epoch;
  }

  // --- sessions -----------------------------------------------------------------------------

  session(hash: string): CachedSession | null {
    if (!this.live || this.pendingTokens.has(hash)) return null;
    const entry = this.sessions.get(hash);
    if (!entry) return null;
    if (this.pendingUsers.has(entry.userId) || this.now() - entry.cachedAt > this.sessionTtlMs) {
      this.sessions.delete(hash);
      return null;
    }
    return entry;
  }

  storeSession(hash: string, session: CachedSession, since: Stamp): void {
    if (!this.live || since < this.sessionsChangedAt || since < this.clearedAt) return;
    if (this.pendingTokens.has(hash) || this.pendingUsers.has(session.userId)) return;
    this.sessions.delete(hash);
    this.sessions.set(hash, { ...session, cachedAt: this.now() });
    trim(this.sessions, this.maxEntries);
  }

  dropSession(hash: string): void {
    this.sessions.delete(hash);
  }

  // --- protection ---------------------------------------------------------------------------

  /**
   * Whether the member was read as under no time-out or self-exclusion, and nothing changed it
   * since. A restricted member is never served from here: their restriction ends by time alone.
   */
  isOpen(userId: number): boolean {
    if (!this.live || this.pendingUsers.has(userId)) return false;
    const cachedAt = this.openMembers.get(userId);
    if (cachedAt === undefined) return false;
    if (this.now() - cachedAt > this.sessionTtlMs) {
      this.openMembers.delete(userId);
      return false;
    }
    return true;
  }

  storeOpen(userId: number, since: Stamp): void {
    if (!this.live || since < this.usersChangedAt || since < this.clearedAt || this.pendingUsers.has(userId)) return;
    this.openMembers.delete(userId);
    this.openMembers.set(userId, this.now());
    trim(this.openMembers, this.maxEntries);
  }

  // --- balances -----------------------------------------------------------------------------

  /** The member's main-wallet balance in cents, or null when it must be read. */
  balance(userId: number): bigint | null {
    if (!this.live) return null;
    const entry = this.balances.get(userId);
    if (!entry) return null;
    if (this.pendingAccounts.has(entry.accountId) || this.now() - entry.cachedAt > this.balanceTtlMs) {
      this.balances.delete(userId);
      return null;
    }
    return entry.cents;
  }

  storeBalance(userId: number, accountId: number, cents: bigint, since: Stamp): void {
    if (!this.live || since < this.clearedAt || this.pendingAccounts.has(accountId)) return;
    if ((this.accountMarks.get(accountId) ?? 0) > since) return;
    this.balances.delete(userId);
    this.balances.set(userId, { accountId, cents, cachedAt: this.now() });
    this.accountUser.set(accountId, userId);
    if (trim(this.balances, this.maxEntries) && this.accountUser.size > 2 * this.maxEntries) this.pruneAccountUsers();
  }

  // --- what changes it ----------------------------------------------------------------------

  /** A notification from the database (any process's commit). */
  notice(notice: CacheNotice): void {
    if (notice.kind === 'accounts') this.accountsChanged(notice.ids);
    else if (notice.kind === 'user') this.usersChanged([notice.userId]);
    else this.tokensChanged(notice.hashes);
  }

  changing(change: Change): void {
    for (const id of change.accounts ?? []) bump(this.pendingAccounts, id, 1);
    for (const id of change.users ?? []) bump(this.pendingUsers, id, 1);
    for (const hash of change.tokens ?? []) bump(this.pendingTokens, hash, 1);
    this.apply(change);
  }

  settled(change: Change): void {
    for (const id of change.accounts ?? []) bump(this.pendingAccounts, id, -1);
    for (const id of change.users ?? []) bump(this.pendingUsers, id, -1);
    for (const hash of change.tokens ?? []) bump(this.pendingTokens, hash, -1);
    this.apply(change);
  }

  clear(): void {
    this.sessions.clear();
    this.balances.clear();
    this.openMembers.clear();
    this.accountUser.clear();
    this.accountMarks.clear();
    this.clearedAt = ++this.epoch;
  }

  private apply(change: Change): void {
    if (change.accounts?.length) this.accountsChanged(change.accounts);
    if (change.users?.length) this.usersChanged(change.users);
    if (change.tokens?.length) this.tokensChanged(change.tokens);
  }

  private accountsChanged(ids: readonly number[]): void {
    const epoch = ++this.epoch;
    if (this.accountMarks.size + ids.length > MAX_MARKS) {
      this.accountMarks.clear();
      this.clearedAt = epoch;
    }
    for (const id of ids) {
      this.accountMarks.set(id, epoch);
      const userId = this.accountUser.get(id);
      if (userId === undefined) continue;
      this.accountUser.delete(id);
      if (this.balances.get(userId)?.accountId === id) this.balances.delete(userId);
    }
  }

  private usersChanged(userIds: readonly number[]): void {
    this.sessionsChangedAt = this.usersChangedAt = ++this.epoch;
    for (const id of userIds) this.openMembers.delete(id);
    const users = new Set(userIds);
    for (const [hash, entry] of this.sessions) if (users.has(entry.userId)) this.sessions.delete(hash);
  }

  private tokensChanged(hashes: readonly string[]): void {
    this.sessionsChangedAt = ++this.epoch;
    for (const hash of hashes) this.sessions.delete(hash);
  }

  private pruneAccountUsers(): void {
    for (const [accountId, userId] of this.accountUser)
      if (this.balances.get(userId)?.accountId !== accountId) this.accountUser.delete(accountId);
  }
}

function bump<K>(map: Map<K, number>, key: K, by: number): void {
  const n = (map.get(key) ?? 0) + by;
  if (n > 0) map.set(key, n);
  else map.delete(key);
}

/** Drops the oldest entries (insertion order) beyond `max`; true when any went. */
function trim<K, V>(map: Map<K, V>, max: number): boolean {
  let dropped = false;
  while (map.size > max) {
    const first = map.keys().next();
    if (first.done) break;
    map.delete(first.value);
    dropped = true;
  }
  return dropped;
}
