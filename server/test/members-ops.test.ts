/** The members' operator commands: activities and their applications (npm run ops -- …). */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { opsCli } from './ops-cli-support.ts';
import { call, createTestApp, type TestApp } from './helpers.ts';
import { mainBalance, newMember } from './money-helpers.ts';

describe('members ops CLI', () => {
  let t: TestApp;
  let base: string;
  const { lines, run } = opsCli(() => base);

  const outLines = () => lines.out.join('\n').split('\n');

  before(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(async () => t.close());

  it('creates, publishes, withdraws an activity; approves and rejects applications', async () => {
    assert.equal(
      await run([
        'activity',
        'create',
        '--type',
        '1',
        '--title',
        '运营活动',
        '--bonus',
        '12.50',
        '--limit',
        '2',
        '--content',
        '<p>规则</p>',
      ]),
      0,
    );
    const id = /#(\d+)/.exec(lines.out.join('\n'))![1]!;
    assert.match(lines.out.join('\n'), /draft/);
    assert.equal(await run(['activity', 'publish', id]), 0);
    assert.match(lines.out.join('\n'), /published/);
    assert.equal(await run(['activities']), 0);
    assert.match(lines.out.join('\n'), new RegExp(`#${id}\\tpublished\\t类型1\\t运营活动\\t彩金 12\\.50`));

    const m = await newMember(t.app);
    await call(t.app, '/api/doactivityapply', { token: m.token, body: { activityid: Number(id) } });
    assert.equal(await run(['applications']), 0);
    const row = outLines().find((l) => l.includes(m.name))!;
    const applyId = row.split('\t')[0]!;
    assert.equal(await run(['application', 'approve', applyId]), 0);
    assert.match(lines.out.join('\n'), /已通过，彩金 12\.50，会员余额 12\.50/);
    assert.equal(await mainBalance(t.app, m.token), '12.50');
    assert.equal(await run(['application', 'approve', applyId]), 1);
    assert.match(lines.err.join('\n'), /409 订单已处理/);

    await call(t.app, '/api/doactivityapply', { token: m.token, body: { activityid: Number(id) } });
    await run(['applications', 'pending']);
    const second = outLines()
      .find((l) => l.includes(m.name))!
      .split('\t')[0]!;
    assert.equal(await run(['application', 'reject', second, '资料', '不全']), 0);
    await run(['applications', 'rejected']);
    assert.match(lines.out.join('\n'), /资料 不全/);

    assert.equal(await run(['activity', 'withdraw', id]), 0);
    const detail = await call(t.app, '/api/activitydeatil', { token: null, body: { id: Number(id) } });
    assert.equal(detail.body.data, null);
  });

  it('shows and changes the invite rule; lists feedback', async () => {
    assert.equal(await run(['invite']), 0);
    assert.match(outLines()[0]!, /邀请礼金 18\.00 元/);
    assert.equal(await run(['invite', 'rule', '--reward', '28.80', '--min-deposit', '200']), 0);
    assert.match(outLines()[0]!, /邀请礼金 28\.80 元 \(0 = 关闭\)，好友存款满 200\.00 元/);
    assert.equal(await run(['invite', 'rule', '--reward', 'abc']), 2);
    const m = await newMember(t.app);
    await call(t.app, '/api/feedback', { token: m.token, body: { content: '希望增加更多活动' } });
    assert.equal(await run(['feedback']), 0);
    assert.match(lines.out.join('\n'), new RegExp(`${m.name} \\[new\\]\\n  希望增加更多活动`));
    assert.equal(await run(['feedback']), 0);
    assert.match(lines.out.join('\n'), /没有新的反馈/);
  });

  it('refuses bad command lines with usage (exit 2)', async () => {
    assert.equal(await run(['activity', 'create', '--title', 'x']), 2);
    assert.match(lines.err.join('\n'), /--type/);
    assert.equal(await run(['activity', 'create', '--type', '1', '--title', 'x', '--bonus', '1.234']), 2);
    assert.equal(await run(['applications', 'maybe']), 2);
    assert.equal(await run(['application', 'approve', 'abc']), 2);
  });
});
