/** Activities: types, the list, one activity, applying and the member's applications. */
import { Type, type Static } from 'typebox';
import { Free, Maybe, WireDateTime, WireId, type Open } from '../common/schemas.ts';

/** POST /api/activitytype row. The screen puts 全部 before these names. */
export const WireActivityType = Type.Object({
  id: WireId,
  name: Type.String(),
  state: Maybe(WireId),
  created_at: Maybe(WireDateTime),
  updated_at: Maybe(WireDateTime),
});
export type WireActivityType = Open<Static<typeof WireActivityType>>;

/** POST /api/activitylist body: no type (or 0) lists every type. */
export const ActivityListQuery = Type.Object({
  type: Type.Optional(Free('Activity type id; missing or 0 = all.')),
  page: Type.Optional(Free('Page number from 1.')),
  pagesize: Type.Optional(Free('Rows per page (10 by default).')),
});
export type ActivityListQuery = { type?: number; page?: number; pagesize?: number };

/** POST /api/activitylist row (paginated, newest first). `banner` is an absolute URL. */
export const WireActivity = Type.Object({
  id: WireId,
  title: Type.String(),
  type: Maybe(WireId),
  entitle: Maybe(Type.String()),
  apply_count: Maybe(WireId),
  banner: Maybe(Type.String({ description: 'Absolute image URL.' })),
  can_apply: Maybe(WireId),
  state: Maybe(WireId),
  start_at: Maybe(Type.String({ description: 'Beijing time; null = open from the start (our addition).' })),
  end_at: Maybe(Type.String({ description: 'Beijing time; null = no end (our addition).' })),
  created_at: Maybe(WireDateTime),
});
export type WireActivity = Open<Static<typeof WireActivity>>;

export const ActivityIdQuery = Type.Object({ id: Free('The activity id.') });
export type ActivityIdQuery = { id: number };

/** POST /api/activitydeatil answer (`data` null when there is no such published activity). */
export const WireActivityDetail = Type.Intersect([
  WireActivity,
  Type.Object({
    content: Maybe(Type.String({ description: 'HTML, sanitised when written.' })),
    encontent: Maybe(Type.String()),
    memo: Maybe(Type.String({ description: 'HTML, sanitised when written.' })),
    enmemo: Maybe(Type.String()),
    app_state: Maybe(WireId),
    app_img: Maybe(Type.String()),
    updated_at: Maybe(WireDateTime),
  }),
]);
export type WireActivityDetail = WireActivity & {
  content?: string | null;
  memo?: string | null;
  updated_at?: string | null;
};

/** POST /api/doactivityapply body. */
export const ActivityApplyBody = Type.Object({ activityid: Free('The activity id.') });
export type ActivityApplyBody = { activityid: number };

/** POST /api/activityApplyLog body. */
export const ApplyLogQuery = Type.Object({
  page: Type.Optional(Free('Page number from 1.')),
  limit: Type.Optional(Free('Rows per page (10 by default).')),
});
export type ApplyLogQuery = { page: number; limit?: number };

/** POST /api/activityApplyLog row: state 1 待审核, 2 通过, 3 拒绝. */
export const WireApplyRow = Type.Object({
  id: WireId,
  activity_id: Maybe(WireId),
  user_id: Maybe(WireId),
  state: WireId,
  check_time: Maybe(WireDateTime),
  created_at: Maybe(WireDateTime),
  updated_at: Maybe(WireDateTime),
  activity_name: Maybe(Type.String()),
  reason: Maybe(Type.String({ description: 'Why it was rejected (our addition).' })),
});
export type WireApplyRow = Open<Static<typeof WireApplyRow>>;
