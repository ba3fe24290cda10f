/**
 * The reality check's interval (docs/SCREENS.md#reality-check): how often the player wants to be
 * shown this session's time and net position. The player's own protection preference, kept on
 * the device per member (one key, an object by member), and kept through logout (lib/storage.ts).
 */
import { KEYS, readJson, writeJson } from '@/lib/storage';
import { createStore } from '@/lib/ui/store';

/** The intervals offered, in minutes; 0 is off (the default). */
export const REALITY_CHECK_MINUTES = [0, 10, 15, 20, 30, 45, 60, 90, 120] as const;

type Stored = Record<string, number>;

/** Bumped on every change, so the setting and the dialog (far apart in the tree) agree at once. */
export const realityIntervalChanges = createStore(0);

const isOffered = (minutes: number): boolean => (REALITY_CHECK_MINUTES as readonly number[]).includes(minutes);

/** The member's chosen interval in minutes (0: off). `member`: the id, or the username without one. */
export function readRealityInterval(member: string): number {
  const minutes = readJson<Stored>(KEYS.realityCheck)?.[member];
  return typeof minutes === 'number' && isOffered(minutes) ? minutes : 0;
}

export function writeRealityInterval(member: string, minutes: number): void {
  if (!isOffered(minutes)) return;
  const stored = readJson<Stored>(KEYS.realityCheck) ?? {};
  writeJson(KEYS.realityCheck, { ...stored, [member]: minutes });
  realityIntervalChanges.set((n) => n + 1);
}

/** Which member's preference: the member id, else (a legacy login) the username; null for nobody. */
export function realityCheckMember(id: number | null, username: string | undefined): string | null {
  if (id) return String(id);
  return username ? `name:${username}` : null;
}

/**
 * Seconds from now until the next check: the next whole multiple of the interval since the
 * login, so a reload does not restart the clock (`elapsed`: seconds since the login).
 */
export function secondsToNextCheck(elapsed: number, minutes: number): number {
  const every = minutes * 60;
  return (Math.floor(elapsed / every) + 1) * every - elapsed;
}

/** 已登录 X 小时 Y 分钟: whole hours and minutes of `seconds`. */
export function hoursAndMinutes(seconds: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(seconds / 60));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** The session line's clock: H:MM:SS. */
export function formatSessionClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
}
