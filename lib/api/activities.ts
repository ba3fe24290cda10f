/**
 * Activities (docs/API.md#activities): types and the list are open to visitors (SWR, keys are
 * the call's path); applying and the application record need the session.
 */
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { useSession } from '@/lib/session';
import { call } from './client';
import { read } from './read';
import { pageKey, FRESH_LIST } from './paging';
import {
  toActivity,
  toActivityDetail,
  toActivityType,
  toApplyRecord,
  type Activity,
  type ActivityDetail,
  type ActivityType,
  type ApplyRecord,
} from './normalise/activities';
import { toList, toPage } from './normalise/scalars';
import type { Page } from './types';
import type { WirePaginator } from '@/contract/common/schemas';
import type {
  ActivityApplyBody,
  ActivityIdQuery,
  ActivityListQuery,
  ApplyLogQuery,
  WireActivity,
  WireActivityType,
  WireApplyRow,
} from '@/contract/activities/schemas';

export const ACTIVITY_TYPES_PATH = '/api/activitytype';
export const ACTIVITY_LIST_PATH = '/api/activitylist';
// The original spelling (sic): every server has it.
export const ACTIVITY_DETAIL_PATH = '/api/activitydeatil';
export const ACTIVITY_APPLY_PATH = '/api/doactivityapply';
export const APPLY_LOG_PATH = '/api/activityApplyLog';

export function useActivityTypes() {
  return useSWR<ActivityType[]>(ACTIVITY_TYPES_PATH, async () =>
    toList<WireActivityType, ActivityType>(await read(ACTIVITY_TYPES_PATH), toActivityType).filter((x) => x.name),
  );
}

/** null type = every type (全部). */
export async function fetchActivityPage(type: number | null, page: number): Promise<Page<Activity>> {
  const body: ActivityListQuery = type ? { type, page } : { page };
  return toPage(await read<WirePaginator<WireActivity>>(ACTIVITY_LIST_PATH, body), toActivity, page);
}

type ListKey = [string, number, number];

export function useActivities(type: number | null) {
  return useSWRInfinite<Page<Activity>>(
    pageKey([ACTIVITY_LIST_PATH, type ?? 0] as const) as (i: number, p: Page<Activity> | null) => ListKey | null,
    ([, t, page]: ListKey) => fetchActivityPage(t || null, page),
    { revalidateFirstPage: false },
  );
}

export function useActivity(id: number | null) {
  return useSWR<ActivityDetail | null>(id ? [ACTIVITY_DETAIL_PATH, id] : null, async () => {
    const body: ActivityIdQuery = { id: id! };
    return toActivityDetail(await read(ACTIVITY_DETAIL_PATH, body));
  });
}

/** Apply; resolves with the server's message (申请成功), throws its refusal like any call. */
export async function applyForActivity(activityid: number): Promise<string> {
  const body: ActivityApplyBody = { activityid };
  return (await call(ACTIVITY_APPLY_PATH, body)).message;
}

type LogKey = [string, string, number];

export function useApplyLog() {
  const { token } = useSession();
  return useSWRInfinite<Page<ApplyRecord>>(
    pageKey(token ? ([APPLY_LOG_PATH, token] as const) : null) as (
      i: number,
      p: Page<ApplyRecord> | null,
    ) => LogKey | null,
    async ([, , page]: LogKey) => {
      const body: ApplyLogQuery = { page };
      return toPage(await read<WirePaginator<WireApplyRow>>(APPLY_LOG_PATH, body), toApplyRecord, page);
    },
    FRESH_LIST,
  );
}
