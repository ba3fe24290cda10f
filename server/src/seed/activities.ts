/** Demo activities: types and published activities, once (an operator's changes are kept). */
import type { Db } from '../db/types.ts';
import { ACTIVITY_STATE, createActivity, setActivityState } from '../domain/activities/catalogue.ts';
import { parseAmount } from '../lib/money.ts';
import { ACTIVITY_TYPES, DEMO_ACTIVITIES } from './activities-data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedActivities(db: Db): Promise<void> {
  await db.tx(async (q) => {
    // Serialises two processes seeding the same PostgreSQL.
    await q.query('LOCK TABLE activity_types IN EXCLUSIVE MODE');
    const [row] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM activity_types');
    if ((row?.n ?? 0) > 0) return;
    const typeIds: number[] = [];
    for (const [i, name] of ACTIVITY_TYPES.entries()) {
      const [t] = await q.query<{ id: number }>(
        'INSERT INTO activity_types (name, sort) VALUES ($1, $2) RETURNING id',
        [name, i + 1],
      );
      typeIds.push(t!.id);
    }
    for (const a of [...DEMO_ACTIVITIES].reverse()) {
      const created = await createActivity(q, {
        type: typeIds[a.type]!,
        title: a.title,
        banner: a.banner,
        content: a.content,
        memo: a.memo,
        canApply: a.canApply,
        applyLimit: a.applyLimit,
        bonus: parseAmount(a.bonus) ?? 0n,
        endsAt: a.endsInDays === null ? null : new Date(Date.now() + a.endsInDays * DAY_MS),
      });
      await setActivityState(q, created.id, ACTIVITY_STATE.published);
    }
  });
}
