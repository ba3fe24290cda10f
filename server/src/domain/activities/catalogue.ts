/**
 * Activity types and activities as players see them (published only) and as operators write
 * them. Banners become absolute URLs here; HTML is sanitised on every write (./html.ts).
 */
import type { WireActivity, WireActivityDetail, WireActivityType } from '../../../../contract/activities/schemas.ts';
import { OPS_REFUSALS } from '../../../../contract/ops/messages.ts';
import { one, type Queryable } from '../../db/types.ts';
import { notFound, refused } from '../../lib/errors.ts';
import { formatBeijing } from '../../lib/time.ts';
import { uploadUrl } from '../../lib/urls.ts';
import { sanitiseRichHtml } from './html.ts';

export const ACTIVITY_STATE = { draft: 0, published: 1, withdrawn: 2 } as const;
export type ActivityState = (typeof ACTIVITY_STATE)[keyof typeof ACTIVITY_STATE];

export interface ActivityRow {
  id: number;
  type: number;
  title: string;
  entitle: string;
  banner: string;
  content: string;
  memo: string;
  state: number;
  can_apply: number;
  apply_limit: number;
  bonus: bigint;
  turnover_multiple: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

interface TypeRow {
  id: number;
  name: string;
  state: number;
  created_at: Date;
  updated_at: Date;
}

export async function activityTypes(q: Queryable): Promise<WireActivityType[]> {
  const rows = await q.query<TypeRow>('SELECT * FROM activity_types WHERE state = 1 ORDER BY sort, id');
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    state: r.state,
    created_at: formatBeijing(r.created_at),
    updated_at: formatBeijing(r.updated_at),
  }));
}

const when = (d: Date | null): string | null => (d ? formatBeijing(d) : null);

export function listView(row: ActivityRow, origin: string): WireActivity {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    entitle: row.entitle,
    apply_count: row.apply_limit,
    banner: uploadUrl(origin, row.banner),
    can_apply: row.can_apply,
    state: row.state,
    start_at: when(row.starts_at),
    end_at: when(row.ends_at),
    created_at: formatBeijing(row.created_at),
  };
}

function detailView(row: ActivityRow, origin: string): WireActivityDetail {
  return {
    ...listView(row, origin),
    content: row.content,
    encontent: '',
    memo: row.memo,
    enmemo: '',
    app_state: 1,
    app_img: '',
    updated_at: formatBeijing(row.updated_at),
  };
}

/** Published activities of one type (0 = all), newest first. */
export async function activityPage(
  q: Queryable,
  options: { type: number; limit: number; offset: number; origin: string },
): Promise<{ rows: WireActivity[]; total: number }> {
  const filter = options.type > 0 ? 'AND type = $2' : '';
  const params = options.type > 0 ? [ACTIVITY_STATE.published, options.type] : [ACTIVITY_STATE.published];
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM activities WHERE state = $1 ${filter}`,
    params,
  );
  const rows = await q.query<ActivityRow>(
    `SELECT * FROM activities WHERE state = $1 ${filter} ORDER BY sort DESC, id DESC
     LIMIT ${Math.trunc(options.limit)} OFFSET ${Math.trunc(options.offset)}`,
    params,
  );
  return { rows: rows.map((r) => listView(r, options.origin)), total: count?.n ?? 0 };
}

/** One published activity, or null (the legacy `first()` answer). */
export async function publishedActivity(q: Queryable, id: number, origin: string): Promise<WireActivityDetail | null> {
  const row = await one<ActivityRow>(q, 'SELECT * FROM activities WHERE id = $1 AND state = $2', [
    id,
    ACTIVITY_STATE.published,
  ]);
  return row ? detailView(row, origin) : null;
}

export async function findActivity(
  q: Queryable,
  id: number,
  options: { lock?: 'share' | 'update' } = {},
): Promise<ActivityRow | null> {
  const lock = options.lock === 'update' ? ' FOR UPDATE' : options.lock === 'share' ? ' FOR SHARE' : '';
  return one<ActivityRow>(q, `SELECT * FROM activities WHERE id = $1${lock}`, [id]);
}

export interface ActivityDraft {
  type: number;
  title: string;
  banner?: string;
  content?: string;
  memo?: string;
  canApply?: boolean;
  applyLimit?: number;
  bonus?: bigint;
  /** Decimal string, e.g. "3"; null = the site's withdraw_turnover_multiple. */
  turnoverMultiple?: string | null;
  startsAt?: Date | null;
  endsAt?: Date | null;
}

/** A new draft (state 0); publishActivity makes it visible. */
export async function createActivity(q: Queryable, draft: ActivityDraft): Promise<ActivityRow> {
  const type = await one(q, 'SELECT id FROM activity_types WHERE id = $1', [draft.type]);
  if (!type) throw refused(OPS_REFUSALS.noActivityType(draft.type));
  if (!draft.title.trim()) throw refused(OPS_REFUSALS.activityTitle);
  if (draft.startsAt && draft.endsAt && draft.endsAt <= draft.startsAt) throw refused(OPS_REFUSALS.activityEnds);
  const [row] = await q.query<ActivityRow>(
    `INSERT INTO activities (type, title, banner, content, memo, can_apply, apply_limit, bonus, turnover_multiple, starts_at, ends_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`,
    [
      draft.type,
      draft.title.trim(),
      draft.banner ?? '',
      sanitiseRichHtml(draft.content ?? ''),
      sanitiseRichHtml(draft.memo ?? ''),
      draft.canApply === false ? 0 : 1,
      draft.applyLimit ?? 1,
      draft.bonus ?? 0n,
      draft.turnoverMultiple ?? null,
      draft.startsAt ?? null,
      draft.endsAt ?? null,
    ],
  );
  return row!;
}

/** Publish (players see it) or withdraw (players no longer see it; applications stay). */
export async function setActivityState(q: Queryable, id: number, state: ActivityState): Promise<ActivityRow> {
  const [row] = await q.query<ActivityRow>(
    'UPDATE activities SET state = $2, updated_at = now() WHERE id = $1 RETURNING *',
    [id, state],
  );
  if (!row) throw notFound(OPS_REFUSALS.noActivity);
  return row;
}

/** Every activity, any state, newest first (the operator's list). */
export async function allActivities(q: Queryable): Promise<ActivityRow[]> {
  return q.query<ActivityRow>('SELECT * FROM activities ORDER BY id DESC LIMIT 200');
}
