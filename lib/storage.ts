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

/** docs/SCREENS.md#session: logout and an expired session clear all local and session storage (but KEPT_ON_CLEAR). */
export function clearAllStorage(): void {
  try {
    const local = area('local');
    const kept = KEPT_ON_CLEAR.map((key) => [key, local?.getItem(key) ?? null] as const);
    local?.clear();
    for (const [key, value] of kept) if (value !== null) local?.setItem(key, value);
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
  /** The reality-check interval per member (lib/protection/reality-check.ts); survives logout. */
  realityCheck: 'realityCheck',
  /** The player's language ('zh' | 'en', lib/i18n/choice.ts); survives logout. */
  language: 'language',
  /** The last VIP level seen per member (lib/rewards/vip-level-up.ts); survives logout. */
  vipSeen: 'vipLevelSeen',
} as const;

/**
 * Kept through logout: the reality-check interval is the player's own protection preference
 * (docs/SCREENS.md#reality-check), not session data; a logout must not switch their reminder off.
 * The language is the device's, not the session's: a logout must not switch the app's language.
 * The VIP levels seen: a level reached while logged out is still celebrated at the next login.
 */
const KEPT_ON_CLEAR: readonly string[] = [KEYS.realityCheck, KEYS.language, KEYS.vipSeen];
