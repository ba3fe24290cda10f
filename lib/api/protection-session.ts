/**
 * The reality check's session summary (POST /api/protectionSession, extension realityCheck;
 * docs/API.md#protection-session).
 */
import useSWR, { mutate as globalMutate, type ScopedMutator } from 'swr';
import { formatMoney, toCents, type Cents } from '@/lib/money';
import { monotonicNow } from '@/lib/time';
import { useSession } from '@/lib/session';
import { read } from './read';
import { int, isObject } from './normalise/scalars';
import type { WireSessionSummary } from '@/contract/protection/exclusions';

export const SESSION_SUMMARY_PATH = '/api/protectionSession';

export interface SessionSummary {
  /** Seconds since this token logged in, as the server counted them when it answered. */
  seconds: number;
  /** monotonicNow() when the answer arrived: the clock runs on from `seconds` locally. */
  readAt: number;
  staked: Cents;
  won: Cents;
  /** won − staked: positive, the player is up. */
  net: Cents;
}

export function toSessionSummary(w: WireSessionSummary | null | undefined, readAt: number): SessionSummary {
  const s = isObject(w) ? w : ({} as Partial<WireSessionSummary>);
  return {
    seconds: Math.max(0, int(s.seconds)),
    readAt,
    staked: toCents(s.staked),
    won: toCents(s.won),
    net: toCents(s.net),
  };
}

export async function fetchSessionSummary(): Promise<SessionSummary> {
  const w = await read<WireSessionSummary>(SESSION_SUMMARY_PATH, {});
  return toSessionSummary(w, monotonicNow());
}

/** Seconds since the login now: the answer's count plus the time since it arrived. */
export const sessionSeconds = (s: SessionSummary, now: number = monotonicNow()): number =>
  s.seconds + Math.max(0, now - s.readAt) / 1000;

/** 输赢 as shown: signed, with two decimals (+35.00, -120.00, 0.00). */
export const formatNet = (net: Cents): string => (net > 0 ? `+${formatMoney(net)}` : formatMoney(net));

/**
 * The summary, shared by the session line and the reality check. `enabled` false: no key, no call
 * (a back end without realityCheck, a visitor, a restricted member, whom the server refuses it).
 */
export function useSessionSummary(enabled: boolean, refreshMs = 0) {
  const { token } = useSession();
  return useSWR<SessionSummary>(enabled && token ? [SESSION_SUMMARY_PATH, token] : null, fetchSessionSummary, {
    refreshInterval: refreshMs,
    refreshWhenHidden: false,
    revalidateOnFocus: false,
    dedupingInterval: 1000,
  });
}

/** After a bet: every summary reader reads again (the net changed). */
export function revalidateSessionSummary(mutate: ScopedMutator = globalMutate): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === SESSION_SUMMARY_PATH);
}
