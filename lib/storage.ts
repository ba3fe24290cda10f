/**
 * Guarded Web Storage access: private-mode Safari and full quotas throw,
 * and the static export also renders without `window`.
 */
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readString(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    /* quota or private mode: the app keeps working from memory */
  }
}

export function readJson<T>(key: string, which: Area = 'local'): T | null {
  const raw = readString(key, which);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, which: Area = 'local'): void {
  writeString(key, JSON.stringify(value), which);
}

/** docs/SCREENS.md#session: logout and an expired session clear all local and session storage. */
export function clearAllStorage(): void {
  try {
    area('local')?.clear();
    area('session')?.clear();
  } catch {
    /* ignore */
  }
}

/** Storage keys (docs/SCREENS.md#session). */
export const KEYS = {
  token: 'token',
  userInfo: 'userInfo',
  /** The member id an answer carried (legacy /api/user has none; docs/SCREENS.md#inviter). */
  memberId: 'memberId',
  appInfo: 'appInfo',
  messageNum: 'messageNum',
  gameLists: 'gameLists',
  popupDate: 'popupHiddenDate',
  guideDate: 'a2hsDismissedDate',
} as const;
