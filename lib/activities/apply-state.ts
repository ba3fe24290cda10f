/**
 * Application states (docs/SCREENS.md#activityrecord): 1 待审核, 2 通过, 3 拒绝; 0, 4 and
 * anything else are unspecified.
 */
import { APPLY_STATE } from '@/contract/activities/rules';
import type { StateTone } from '@/lib/records/states';
import * as t from '@/lib/text/zh-CN';

export function applyStateLabel(state: number): string {
  const labels: Record<number, string> = {
    [APPLY_STATE.pending]: t.activities.states.pending,
    [APPLY_STATE.approved]: t.activities.states.approved,
    [APPLY_STATE.rejected]: t.activities.states.rejected,
  };
  return labels[state] ?? t.activities.states.unknown;
}

export function applyStateTone(state: number): StateTone {
  if (state === APPLY_STATE.pending) return 'pending';
  if (state === APPLY_STATE.approved) return 'good';
  if (state === APPLY_STATE.rejected) return 'bad';
  return 'neutral';
}
