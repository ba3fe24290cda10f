/**
 * The session: token and user info, kept in localStorage (docs/SCREENS.md#session) and exposed
 * through one store. Logout and an expired session clear everything here, in one place.
 */
import { createStore, useStore } from '@/lib/ui/store';
import { clearAllStorage, KEYS, readJson, readString, writeJson, writeString } from '@/lib/storage';
import type { User } from '@/lib/member/user';

export interface Session {
  token: string | null;
  user: User | null;
}

const EMPTY: Session = { token: null, user: null };

function fromStorage(): Session {
  const token = readString(KEYS.token);
  return token ? { token, user: readJson<User>(KEYS.userInfo) } : EMPTY;
}

export const sessionStore = createStore<Session>(typeof window === 'undefined' ? EMPTY : fromStorage());

export const getToken = (): string | null => sessionStore.get().token;

/**
 * A new session. `memberId`: the id the login or registration answer carried, if any; a legacy
 * /api/user never sends one, so it is kept beside the user (the invite link needs it).
 */
export function startSession(token: string, memberId: number | null = null): void {
  writeString(KEYS.token, token);
  writeString(KEYS.memberId, memberId === null ? '' : String(memberId));
  sessionStore.set({ token, user: null });
}

/** The member id any answer of this session carried; null when none did (a legacy login only). */
export function knownMemberId(user: User | null): number | null {
  if (user?.id) return user.id;
  const stored = Number(readString(KEYS.memberId));
  return Number.isSafeInteger(stored) && stored > 0 ? stored : null;
}

export function saveUser(user: User): void {
  const { token } = sessionStore.get();
  if (!token) return; // a late answer after logout must not resurrect the session
  // An answer without an id never loses the one an earlier answer gave.
  const id = user.id ?? knownMemberId(sessionStore.get().user);
  if (id) writeString(KEYS.memberId, String(id));
  const kept = { ...user, id };
  writeJson(KEYS.userInfo, kept);
  sessionStore.set({ token, user: kept });
}

/**
 * Merges what an answer said into the stored user (docs/API.md#refreshusermoney): a legacy refresh
 * is a subset, and replacing the user with it would drop 代理登录 and the VIP progress.
 */
export function mergeUser(patch: Partial<User>, base: User): User {
  const merged = { ...(sessionStore.get().user ?? base), ...patch };
  saveUser(merged);
  return sessionStore.get().user ?? merged;
}

export function patchUser(patch: Partial<User>): void {
  const { token, user } = sessionStore.get();
  if (token && user) saveUser({ ...user, ...patch });
}

/** Clears all local and session storage (docs/SCREENS.md#session) and the in-memory session. */
export function endSession(): void {
  clearAllStorage();
  sessionStore.set(EMPTY);
}

/** Another tab logging in or out keeps this tab in step. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === KEYS.token || e.key === null) sessionStore.set(fromStorage());
  });
}

export function useSession(): Session {
  return useStore(sessionStore, EMPTY);
}
