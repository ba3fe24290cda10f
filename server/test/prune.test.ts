/**
 * The pruning job deletes what has done its work (expired tokens, old guess counters, idempotent
 * answers past the retry window, long-expired launch tickets) and keeps everything still live.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { prune } from '../src/domain/ops/prune.ts';
import { takeAttempt } from '../src/domain/accounts/guess-limits.ts';
import { call, createTestApp, registerUser, type TestApp } from './helpers.ts';

describe('pruning job', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  it('deletes expired rows and keeps live ones', async () => {
    const idle = await registerUser(t.app);
    const old = await registerUser(t.app);
    const live = await registerUser(t.app);
    await t.db.query(`UPDATE user_tokens SET last_used_at = now() - interval '8 days' WHERE user_id = $1`, [idle.id]);
    await t.db.query(
      `UPDATE user_tokens SET created_at = now() - interval '31 days', last_used_at = now() WHERE user_id = $1`,
      [old.id],
    );
    await takeAttempt(t.db, 'prune:old', { max: 5, windowSeconds: 60 });
    await takeAttempt(t.db, 'prune:new', { max: 5, windowSeconds: 60 });
    await t.db.query(`UPDATE guess_counters SET last_at = now() - interval '2 days' WHERE key = 'prune:old'`);
    await t.db.query(
      `INSERT INTO idempotent_answers (key, route, fingerprint, answer, created_at) VALUES
         ('prune:old', 'x', 'f', '{}', now() - interval '8 days'), ('prune:new', 'x', 'f', '{}', now())`,
    );
    const report = await prune(t.db, t.config.sessions);
    assert.ok(report.tokens >= 2, JSON.stringify(report));
    assert.ok(report.guessCounters >= 1);
    assert.ok(report.idempotentAnswers >= 1);
    const tokensOf = async (id: number) =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_tokens WHERE user_id = $1', [id]))[0]!.n;
    assert.deepEqual([await tokensOf(idle.id), await tokensOf(old.id), await tokensOf(live.id)], [0, 0, 1]);
    const keys = async (table: string) =>
      (await t.db.query<{ key: string }>(`SELECT key FROM ${table} WHERE key LIKE 'prune:%' ORDER BY key`)).map(
        (r) => r.key,
      );
    assert.deepEqual(await keys('guess_counters'), ['prune:new']);
    assert.deepEqual(await keys('idempotent_answers'), ['prune:new']);
    assert.equal((await call(t.app, '/api/user', { token: live.token })).body.code, 200);
  });
});
