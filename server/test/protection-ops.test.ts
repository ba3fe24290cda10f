/**
 * Operators and player protection: imposing a time-out or self-exclusion (recorded with the
 * operator's name, sessions ended, never shortened), the list of restricted members and
 * `npm run ops -- protection`.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { runCli } from '../src/ops/cli.ts';
import { call, createTestApp, OPS_TOKEN, registerUser, type TestApp } from './helpers.ts';

describe('operators and protection', () => {
  let t: TestApp;
  let base: string;
  const out: string[] = [];
  const ops = (args: string[]) => {
    out.length = 0;
    return runCli(args, {
      env: { OPS_URL: base, OPS_TOKEN },
      fetch: globalThis.fetch,
      out: (l) => out.push(l),
      err: (l) => out.push(l),
    });
  };
  const admin = (url: string, body?: unknown) =>
    call(t.app, `/admin${url}`, { method: body ? 'POST' : 'GET', token: OPS_TOKEN, body });

  before(async () => {
    t = await createTestApp({ lotteryScheduler: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(async () => t.close());

  it('imposes a time-out with the operator named, ends the sessions, lists it; nothing shortens it', async () => {
    const m = await registerUser(t.app);
    const imposed = await admin(`/protection/${m.name}/impose`, { kind: 'timeout', length: 7, reason: '客服来电要求' });
    assert.equal(imposed.status, 200, imposed.text);
    assert.equal(imposed.body.data.status.state, 'timeout');
    assert.deepEqual([imposed.body.data.rows[0].imposed_by, imposed.body.data.rows[0].reason], ['ops', '客服来电要求']);
    assert.equal((await call(t.app, '/api/user', { token: m.token })).body.code, 401);

    const list = await admin('/protection');
    const row = list.body.data.rows.find((r: { username: string }) => r.username === m.name);
    assert.equal(row.ends_at, imposed.body.data.status.until);

    const shorter = await admin(`/protection/${m.name}/impose`, { kind: 'timeout', length: 1, reason: '误操作' });
    assert.deepEqual(
      [shorter.status, shorter.body.message],
      [409, `限制期间不能缩短或提前结束，当前限制至${imposed.body.data.status.until}（北京时间）`],
    );
  });

  it('refuses a bad choice with its message, an unknown member with 404', async () => {
    const m = await registerUser(t.app);
    const bad = await admin(`/protection/${m.name}/impose`, { kind: 'exclusion', length: 7, reason: '测试' });
    assert.deepEqual([bad.status, bad.body.message], [400, '自我排除期限须为6个月、1年、2年或5年']);
    const noReason = await admin(`/protection/${m.name}/impose`, { kind: 'timeout', length: 7, reason: '' });
    assert.deepEqual([noReason.status, noReason.body.message], [400, '请填写原因（1至200字）']);
    const nobody = await admin('/protection/nosuchmember1/impose', { kind: 'timeout', length: 7, reason: '测试' });
    assert.deepEqual([nobody.status, nobody.body.message], [404, '会员不存在']);
  });

  it('npm run ops -- protection: impose, the member view with its limits, the list', async () => {
    const m = await registerUser(t.app);
    const limit = await call(t.app, '/api/protectionLimitSet', {
      token: m.token,
      body: { kind: 'deposit', period: '24h', amount: '1000' },
    });
    assert.equal(limit.body.code, 200, limit.text);
    assert.equal(await ops(['protection', m.name, 'impose', 'exclusion', '6', '--reason', '本人来电']), 0);
    assert.match(
      out.join('\n'),
      new RegExp(`${m.name}\\t自我排除 \\(self-exclusion\\) 6个月\\t.* → .*\\t运营 ops: 本人来电`),
    );
    assert.equal(await ops(['protection', m.name]), 0);
    const shown = out.join('\n');
    assert.match(shown, /限额 \(limits, set or pending\): 1\n24 小时存款限额 1000\.00 元\t已用 0\.00/);
    assert.match(shown, /您已自我排除，至\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}（北京时间）结束/);
    assert.equal(await ops(['protection']), 0);
    assert.match(out.join('\n'), new RegExp(m.name));
    assert.equal(await ops(['protection', m.name, 'impose', 'timeout', '7']), 2);
    assert.match(out.join('\n'), /缺少原因/);
  });
});
