/** Agent applications: the form's rules, one open application, operator review setting isagent. */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { AGENT_MESSAGES, FEEDBACK_MESSAGES } from '../../contract/profile/rules.ts';
import { opsCli } from './ops-cli-support.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';
import { newMember, ops } from './money-helpers.ts';

describe('agent applications', () => {
  let t: TestApp;
  let base: string;
  const cli = opsCli(() => base);
  const run = (args: string[]) => cli.run(args);
  before(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(async () => t.close());

  const apply = (token: string, body: Record<string, unknown>) => call(t.app, '/api/applyagentdo', { token, body });

  it('refuses a bad mobile and an empty reason with the form messages', async () => {
    const m = await newMember(t.app);
    for (const [body, message] of [
      [{ mobile: '12345678901', apply_info: '有资源' }, AGENT_MESSAGES.mobile],
      [{ mobile: '', apply_info: '有资源' }, AGENT_MESSAGES.mobile],
      [{ mobile: '13912345678', apply_info: '   ' }, AGENT_MESSAGES.reason],
      [{ mobile: '13912345678' }, AGENT_MESSAGES.reason],
    ] as const) {
      const r = await apply(m.token, body);
      assert.deepEqual([r.body.code, r.body.message], [1000, message]);
    }
    assert.equal((await call(t.app, '/api/agentapply', { token: m.token })).body.data, null);
  });

  it('申请成功 once; a second (even concurrent) answers 500 您已申请过代理; approval makes an agent', async () => {
    const m = await newMember(t.app);
    const results = await Promise.all(
      Array.from({ length: 3 }, () => apply(m.token, { mobile: '13912345678', apply_info: '我有推广渠道' })),
    );
    assert.deepEqual(results.map((r) => r.body.code).sort(), [200, 500, 500]);
    assert.equal(results.find((r) => r.body.code === 200)!.body.message, AGENT_MESSAGES.applied);
    assert.equal(results.find((r) => r.body.code === 500)!.body.message, AGENT_MESSAGES.already);
    const mine = await call(t.app, '/api/agentapply', { token: m.token });
    assert.deepEqual([mine.body.data.state, mine.body.data.mobile], [1, '13912345678']);

    assert.equal(await run(['agents']), 0);
    const row = cli.lines.all.find((l) => l.includes(m.name))!;
    const id = row.split('\t')[0]!;
    assert.equal(await run(['agent', 'approve', id]), 0);
    assert.match(cli.lines.all.join('\n'), /已通过/);
    assert.equal((await call(t.app, '/api/user', { token: m.token })).body.data.isagent, 1);
    assert.equal(
      (await apply(m.token, { mobile: '13912345678', apply_info: 'again' })).body.message,
      AGENT_MESSAGES.already,
    );
    assert.equal(await run(['agent', 'approve', id]), 1);
  });

  it('a review records the named operator who made it', async () => {
    const added = await call(t.app, '/admin/operators', {
      token: null,
      headers: ops,
      body: { name: 'dora', role: 'reviewer' },
    });
    const doraToken = added.body.data.token as string;
    const m = await newMember(t.app);
    await apply(m.token, { mobile: '13612345678', apply_info: '渠道' });
    const list = await call(t.app, '/admin/agents', { token: null, headers: ops, method: 'GET' });
    const id = list.body.data.find((a: { username: string }) => a.username === m.name).id;
    const reviewed = await call(t.app, `/admin/agents/${id}/approve`, { token: doraToken, body: {} });
    assert.equal(reviewed.body.code, 200);
    const rows = await t.db.query<{ reviewed_by: string }>('SELECT reviewed_by FROM agent_applications WHERE id = $1', [
      id,
    ]);
    assert.equal(rows[0]!.reviewed_by, 'dora');
  });

  it('after a rejection (with its reason) the member may apply again', async () => {
    const m = await newMember(t.app);
    await apply(m.token, { mobile: '13712345678', apply_info: '理由' });
    const list = await call(t.app, '/admin/agents', { token: null, headers: ops, method: 'GET' });
    const id = list.body.data.find((a: { username: string }) => a.username === m.name).id;
    assert.equal(await run(['agent', 'reject', String(id), '资料不足']), 0);
    const mine = await call(t.app, '/api/agentapply', { token: m.token });
    assert.deepEqual([mine.body.data.state, mine.body.data.reason], [3, '资料不足']);
    assert.equal((await call(t.app, '/api/user', { token: m.token })).body.data.isagent, 0);
    assert.equal((await apply(m.token, { mobile: '13712345678', apply_info: '补充资料' })).body.code, 200);
  });
});

describe('feedback', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('reaches the operator inbox (listing marks it read); empty, too long and the 11th of a day are refused', async () => {
    const m = await newMember(t.app);
    const send = (body: Record<string, unknown>) => call(t.app, '/api/feedback', { token: m.token, body });
    assert.deepEqual(
      [(await send({ content: '  ' })).body.code, (await send({ content: '  ' })).body.message],
      [1000, FEEDBACK_MESSAGES.required],
    );
    assert.equal((await send({ content: '长'.repeat(501) })).body.message, FEEDBACK_MESSAGES.tooLong);
    const r = await send({ content: '充值到账慢', contact: 'qq 12345' });
    assert.deepEqual([r.body.code, r.body.message], [200, FEEDBACK_MESSAGES.sent]);
    const inbox = await call(t.app, '/admin/feedback', { token: null, headers: ops, method: 'GET' });
    assert.deepEqual(
      inbox.body.data.map((f: { username: string; content: string; contact: string; state: string }) => [
        f.username,
        f.content,
        f.contact,
        f.state,
      ]),
      [[m.name, '充值到账慢', 'qq 12345', 'new']],
    );
    assert.deepEqual(
      (await call(t.app, '/admin/feedback', { token: null, headers: ops, method: 'GET' })).body.data,
      [],
    );
    for (let i = 0; i < 9; i++) assert.equal((await send({ content: `第${i}条` })).body.code, 200);
    assert.deepEqual(
      [(await send({ content: 'x' })).body.code, (await send({ content: 'x' })).body.message],
      [429, FEEDBACK_MESSAGES.tooMany],
    );
    assert.equal(
      (await call(t.app, '/admin/feedback?all=1', { token: null, headers: ops, method: 'GET' })).body.data.length,
      10,
    );
  });
});
