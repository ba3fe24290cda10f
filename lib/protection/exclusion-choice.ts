/**
 * The choices of 冷静期与自我排除 (docs/SCREENS.md#responsible): time-outs of 24 hours, 7 or 30
 * days or a number of days the member types (1–TIMEOUT_MAX_DAYS), self-exclusions of
 * EXCLUSION_MONTHS. The checks say the server's own words (contract/protection/rules.ts).
 */
import * as t from '@/lib/text/zh-CN';
import type { Refusal } from '@/contract/common/rules';
import {
  EXCLUSION_MESSAGES,
  EXCLUSION_MONTHS,
  TIMEOUT_MAX_DAYS,
  type ExclusionKind,
} from '@/contract/protection/rules';

export const TIMEOUT_DAYS = [1, 7, 30] as const;
/** The choice whose days the member types. */
export const CUSTOM = 'timeout:custom';

/** A choice as the radio group holds it: `<kind>:<length>` or CUSTOM; '' none yet. */
export type ChoiceKey = string;

export const timeoutKey = (days: number): ChoiceKey => `timeout:${days}`;
export const exclusionKey = (months: number): ChoiceKey => `exclusion:${months}`;

export interface ExclusionChoice {
  kind: ExclusionKind;
  length: number;
}

export type ChoiceField = 'choice' | 'days';

const WHOLE_DAYS = /^\d{1,3}$/;

/** What step one sends, or the first refusal: nothing chosen, then the typed days. */
export function checkChoice(key: ChoiceKey, typedDays: string): Refusal<ChoiceField> | ExclusionChoice {
  if (key === CUSTOM) {
    const days = typedDays.trim();
    const n = WHOLE_DAYS.test(days) ? Number(days) : 0;
    if (n < 1 || n > TIMEOUT_MAX_DAYS) return { field: 'days', message: EXCLUSION_MESSAGES.timeoutLength };
    return { kind: 'timeout', length: n };
  }
  const [kind, length] = key.split(':');
  const n = Number(length);
  if (kind === 'timeout' && (TIMEOUT_DAYS as readonly number[]).includes(n)) return { kind, length: n };
  if (kind === 'exclusion' && (EXCLUSION_MONTHS as readonly number[]).includes(n)) return { kind, length: n };
  return { field: 'choice', message: EXCLUSION_MESSAGES.kind };
}

export const isRefusal = (x: Refusal<ChoiceField> | ExclusionChoice): x is Refusal<ChoiceField> => 'message' in x;

const E = t.responsible.exclusion;

/** A length as its tile says it: 24 小时, 7 天; 6 个月, 1 年. */
export const lengthName = ({ kind, length }: ExclusionChoice): string =>
  kind === 'timeout' ? (length === 1 ? E.hours24 : E.days(length)) : E.months(length);

/** The choice in full (冷静期 7 天, 自我排除 1 年): what the confirm button starts. */
export const choiceName = (choice: ExclusionChoice): string =>
  `${choice.kind === 'timeout' ? E.timeoutGroup : E.exclusionGroup} ${lengthName(choice)}`;
