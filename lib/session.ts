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

export function startSession(token: string): void {
  writeString(KEYS.token, token);
  sessionStore.set({ token, user: null });
}

export function saveUser(user: User): void {
  const { token } = sessionStore.get();
  if (!token) return; // a late answer after logout must not resurrect the session
  writeJson(KEYS.userInfo, user);
  sessionStore.set({ token, user });
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
