/**
 * Activities: types, list rows, one activity, application rows. Wire values become UI types
 * here, once, tolerating the legacy servers' looseness (strings or numbers, missing keys,
 * `data` as "", [] or null, relative banners).
 */
import { uploadUrl } from '@/lib/config';
import { parseBeijing } from '@/lib/time';
import { flag, int, isObject, str } from './scalars';
import type { WireActivity, WireActivityDetail, WireActivityType, WireApplyRow } from '@/contract/activities/schemas';

export interface ActivityType {
  id: number;
  name: string;
}

export interface Activity {
  id: number;
  title: string;
  type: number;
  banner: string;
  canApply: boolean;
}

export interface ActivityDetail extends Activity {
  content: string;
  memo: string;
  /** When applications open and close (epoch ms, Beijing wall time); null = open-ended. */
  startAt: number | null;
  endAt: number | null;
}

export interface ApplyRecord {
  id: number;
  activityName: string;
  /** 1 pending, 2 approved, 3 rejected; anything else unspecified. */
  state: number;
  createdAt: number | null;
  reason: string;
}

export const toActivityType = (w: WireActivityType): ActivityType => ({ id: int(w.id), name: str(w.name).trim() });

export function toActivity(w: WireActivity): Activity {
  return {
    id: int(w.id),
    title: str(w.title).trim(),
    type: int(w.type),
    banner: uploadUrl(str(w.banner)),
    // Legacy rows without can_apply were all open to applications.
    canApply: w.can_apply === undefined || w.can_apply === null || w.can_apply === '' ? true : flag(w.can_apply),
  };
}

/** /api/activitydeatil answers null (no such activity) or the row. */
export function toActivityDetail(w: unknown): ActivityDetail | null {
  if (!isObject(w) || !w.id) return null;
  const d = w as WireActivityDetail;
  return {
    ...toActivity(d),
    content: str(d.content),
    memo: str(d.memo),
    startAt: parseBeijing(d.start_at),
    endAt: parseBeijing(d.end_at),
  };
}

export function toApplyRecord(w: WireApplyRow): ApplyRecord {
  return {
    id: int(w.id),
    activityName: str(w.activity_name).trim(),
    state: int(w.state, 0),
    createdAt: parseBeijing(w.created_at),
    reason: str(w.reason).trim(),
  };
}
