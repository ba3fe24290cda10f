/**
 * The member's deposit, net-loss and stake limits (our extension `protectionLimits`,
 * docs/API.md#protection-limits): the list, setting one, confirming a waiting raise or removal.
 * A back end without the extension is never asked (the screen hides the section).
 */
import useSWR from 'swr';
import { useSession } from '@/lib/session';
import { toCents, type Cents } from '@/lib/money';
import { call } from './client';
import { EXTENSIONS, useExtension } from './backend';
import { read } from './read';
import { isObject, str, toList } from './normalise/scalars';
import { LIMIT_KINDS, LIMIT_PERIOD_NAMES, type LimitKind, type LimitPeriod } from '@/contract/protection/rules';
import type { WireLimit, WireLimits } from '@/contract/protection/limits';

export const LIMITS_PATH = '/api/protectionLimits';
export const LIMIT_SET_PATH = '/api/protectionLimitSet';
export const LIMIT_CONFIRM_PATH = '/api/protectionLimitConfirm';

export interface PendingLimit {
  /** null: the limit is to be removed. */
  amount: Cents | null;
  /** Beijing `Y-m-d H:i:s` from when the change may be confirmed, as the server wrote it. */
  availableAt: string;
  confirmable: boolean;
}

export interface Limit {
  kind: LimitKind;
  period: LimitPeriod;
  /** The limit in force; null = none. */
  amount: Cents | null;
  /** What the rolling window holds now (net loss may be negative). */
  used: Cents;
  pending: PendingLimit | null;
}

const centsOrNull = (v: unknown): Cents | null => (v === null || v === undefined || v === '' ? null : toCents(v));

function toPending(w: unknown): PendingLimit | null {
  if (!isObject(w)) return null;
  return { amount: centsOrNull(w.amount), availableAt: str(w.available_at), confirmable: w.confirmable === true };
}

function toLimit(w: WireLimit): Limit | null {
  if (!LIMIT_KINDS.includes(w.kind) || !LIMIT_PERIOD_NAMES.includes(w.period)) return null;
  return {
    kind: w.kind,
    period: w.period,
    amount: centsOrNull(w.amount),
    used: toCents(w.used),
    pending: toPending(w.pending),
  };
}

function toLimits(w: unknown): Limit[] {
  const rows = isObject(w) ? (w as WireLimits).limits : [];
  return toList<WireLimit, Limit | null>(rows, (x) => (isObject(x) ? toLimit(x) : null)).filter(
    (x): x is Limit => x !== null,
  );
}

/** The nine limits; `enabled` false (a legacy back end, or a visitor) sends nothing. */
export function useProtectionLimits() {
  const { token } = useSession();
  const offered = useExtension(EXTENSIONS.protectionLimits);
  const swr = useSWR<Limit[]>(offered && token ? [LIMITS_PATH, token] : null, async () =>
    toLimits(await read(LIMITS_PATH)),
  );
  return { ...swr, offered };
}

export interface LimitsAnswer {
  limits: Limit[];
  /** The server's words: 限额已生效, 限额未变更, or the pending raise's date. */
  message: string;
}

/** `amount`: yuan as typed (checked first); '' removes the limit. */
export async function setLimit(kind: LimitKind, period: LimitPeriod, amount: string): Promise<LimitsAnswer> {
  const { data, message } = await call(LIMIT_SET_PATH, { kind, period, amount });
  return { limits: toLimits(data), message };
}

export async function confirmLimit(kind: LimitKind, period: LimitPeriod): Promise<LimitsAnswer> {
  const { data, message } = await call(LIMIT_CONFIRM_PATH, { kind, period });
  return { limits: toLimits(data), message };
}
