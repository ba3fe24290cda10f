/**
 * Activities: types, list, detail (HTML sanitised on write), applying with its refusals, the
 * application record, and the operator review paying the bonus exactly once.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACTIVITY_MESSAGES } from '../../contract/activities/rules.ts';
import { call, createTestApp, BEIJING_TIME_RE, type TestApp } from './helpers.ts';
import { mainBalance, newMember, ops, type Member } from './money-helpers.ts';

describe('activities', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  const admin = (url: string, body?: unknown, method: 'GET' | 'POST' = 'POST') =>
    call(t.app, url, { token: null, headers: ops, body, method });

  async function activity(fields: Record<string, unknown> = {}): Promise<number> {
    const created = await admin('/admin/activities', { type: 1, title: '测试活动', content: '<p>x</p>', ...fields });
    assert.equal(created.status, 200, created.text);
    const published = await admin(`/admin/activities/${created.body.data.id}/publish`);
    assert.equal(published.body.data.state, 'published');
    return created.body.data.id;
  }

  const apply = (m: Member, activityid: number) =>
    call(t.app, '/api/doactivityapply', { token: m.token, body: { activityid } });

  async function pendingId(m: Member, activityId: number): Promise<number> {
    const list = await admin('/admin/activity-applications?state=pending', undefined, 'GET');
    return list.body.data.find(
      (a: { user_id: number; activity_id: number }) => a.user_id === m.id && a.activity_id === activityId,
    ).id;
  }

  it('lists the demo types and published activities with absolute banners, newest first, open to visitors', async () => {
    const types = await call(t.app, '/api/activitytype', { token: null });
    assert.deepEqual(
      types.body.data.map((x: { name: string }) => x.name),
      ['限时', '新人首存', '日常'],
    );
    const list = await call(t.app, '/api/activitylist', { token: null, body: { page: 1 } });
    assert.equal(list.body.code, 200);
    const rows = list.body.data.data;
    assert.ok(rows.length >= 4);
    assert.match(rows[0].banner, /^http:\/\/localhost(:\d+)?\/uploads\/activities\/.+\.svg$/);
    assert.match(rows[0].created_at, BEIJING_TIME_RE);
    assert.deepEqual(Object.keys(rows[0]).sort(), [
      'apply_count',
      'banner',
      'can_apply',
      'created_at',
      'end_at',
      'entitle',
      'id',
      'start_at',
      'state',
      'title',
      'type',
    ]);
    const daily = types.body.data.find((x: { name: string }) => x.name === '日常').id;
    const filtered = await call(t.app, '/api/activitylist', { token: null, body: { type: daily } });
    assert.ok(filtered.body.data.data.length >= 2);
    assert.ok(filtered.body.data.data.every((r: { type: number }) => r.type === daily));
  });

  it('stores content and memo sanitised; a withdrawn or unknown activity answers data null', async () => {
    const id = await activity({
      content:
        '<p onclick="steal()">规则<script>alert(1)</script><img src="javascript:alert(1)"><a href="javascript:x">链接</a></p>',
      memo: '<iframe src="https://evil.example"></iframe><b>说明</b>',
    });
    const detail = await call(t.app, '/api/activitydeatil', { token: null, body: { id } });
    assert.equal(detail.body.data.title, '测试活动');
    assert.equal(detail.body.data.content, '<p>规则<img /><a rel="noopener noreferrer" target="_blank">链接</a></p>');
    assert.equal(detail.body.data.memo, '<b>说明</b>');
    await admin(`/admin/activities/${id}/withdraw`);
    const gone = await call(t.app, '/api/activitydeatil', { token: null, body: { id } });
    assert.deepEqual([gone.body.code, gone.body.data], [200, null]);
    const unknown = await call(t.app, '/api/activitydetail', { token: null, body: { id: 999999 } });
    assert.equal(unknown.body.data, null);
    const m = await newMember(t.app);
    const refused = await apply(m, id);
    assert.deepEqual([refused.body.code, refused.body.message], [202, ACTIVITY_MESSAGES.notFound]);
  });

  it('applying: 申请成功, a second time the pending refusal; visitors get 401', async () => {
    const id = await activity();
    const m = await newMember(t.app);
    const first = await apply(m, id);
    assert.deepEqual([first.body.code, first.body.message, first.body.data], [200, '申请成功', '']);
    const second = await call(t.app, '/api/doactivity', { token: m.token, body: { activityid: id } });
    assert.deepEqual([second.body.code, second.body.message], [202, ACTIVITY_MESSAGES.pending]);
    const visitor = await call(t.app, '/api/doactivityapply', { token: null, body: { activityid: id } });
    assert.equal(visitor.body.code, 401);
    const log = await call(t.app, '/api/activityapplylog', { token: m.token, body: { page: 1 } });
    assert.equal(log.body.data.total, 1);
    assert.equal(log.body.data.data[0].activity_name, '测试活动');
    assert.equal(log.body.data.data[0].state, 1);
    assert.match(log.body.data.data[0].created_at, BEIJING_TIME_RE);
  });

  it('refuses outside start/end and for information-only activities', async () => {
    const m = await newMember(t.app);
    const future = await activity({ start_at: '2999-01-01' });
    assert.equal((await apply(m, future)).body.message, ACTIVITY_MESSAGES.notStarted);
    const past = await activity({ end_at: '2000-01-01 12:00' });
    assert.equal((await apply(m, past)).body.message, ACTIVITY_MESSAGES.ended);
    const info = await activity({ can_apply: 0 });
    assert.equal((await apply(m, info)).body.message, ACTIVITY_MESSAGES.noApply);
    const badTime = await admin('/admin/activities', { type: 1, title: 'x', start_at: '2024-02-30' });
    assert.equal(badTime.status, 400);
  });

  it('approve pays the bonus once (gift 活动彩金 in 账户明细, turnover × multiple) even under concurrent approvals', async () => {
    const id = await activity({ bonus: '50.00', turnover_multiple: '3' });
    const m = await newMember(t.app);
    await apply(m, id);
    const applyId = await pendingId(m, id);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => admin(`/admin/activity-applications/${applyId}/approve`)),
    );
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409, 409, 409]);
    assert.equal(await mainBalance(t.app, m.token), '50.00');
    const gifts = await call(t.app, '/api/gettransrecord', {
      token: m.token,
      body: { date: 1, type: 5, page: 1, api_type: '' },
    });
    assert.deepEqual(
      gifts.body.data.data.map((r: { amount: string; pay_way: string }) => [r.amount, r.pay_way]),
      [['50.00', '活动彩金']],
    );
    const turnover = await call(t.app, '/api/getBetAmount', { token: m.token });
    assert.equal(turnover.body.data.required, '150.00');
    const log = await call(t.app, '/api/activityApplyLog', { token: m.token, body: { page: 1 } });
    assert.equal(log.body.data.data[0].state, 2);
    assert.match(log.body.data.data[0].check_time, BEIJING_TIME_RE);
    // Limit 1 reached: the refusal names how the last application ended.
    assert.equal((await apply(m, id)).body.message, ACTIVITY_MESSAGES.approved);
  });

  it("without its own multiple the site's turnover multiple applies; no bonus pays nothing", async () => {
    const paid = await activity({ bonus: '10' });
    const free = await activity();
    const m = await newMember(t.app);
    await apply(m, paid);
    await apply(m, free);
    await admin(`/admin/activity-applications/${await pendingId(m, paid)}/approve`);
    const r = await admin(`/admin/activity-applications/${await pendingId(m, free)}/approve`);
    assert.deepEqual([r.body.data.bonus, r.body.data.balance], ['0.00', null]);
    assert.equal(await mainBalance(t.app, m.token), '10.00');
    const settings = await admin('/admin/settings', undefined, 'GET');
    const multiple = Number(settings.body.data.withdraw_turnover_multiple);
    const turnover = await call(t.app, '/api/getBetAmount', { token: m.token });
    assert.equal(turnover.body.data.required, (10 * multiple).toFixed(2));
  });

  it('reject records the reason and pays nothing; the per-member limit allows a new application after it', async () => {
    const id = await activity({ bonus: '20', apply_limit: 2 });
    const m = await newMember(t.app);
    await apply(m, id);
    const applyId = await pendingId(m, id);
    const r = await admin(`/admin/activity-applications/${applyId}/reject`, { reason: '未满足存款条件' });
    assert.equal(r.body.data.state, 'rejected');
    const again = await admin(`/admin/activity-applications/${applyId}/approve`);
    assert.equal(again.status, 409);
    assert.equal(await mainBalance(t.app, m.token), '0.00');
    const log = await call(t.app, '/api/activityApplyLog', { token: m.token, body: { page: 1 } });
    assert.deepEqual([log.body.data.data[0].state, log.body.data.data[0].reason], [3, '未满足存款条件']);
    assert.equal((await apply(m, id)).body.code, 200);
    await admin(`/admin/activity-applications/${await pendingId(m, id)}/reject`, { reason: '重复' });
    assert.equal((await apply(m, id)).body.message, ACTIVITY_MESSAGES.rejected);
  });

  it('concurrent applications by one member make one application', async () => {
    const id = await activity({ apply_limit: 5 });
    const m = await newMember(t.app);
    const results = await Promise.all(Array.from({ length: 5 }, () => apply(m, id)));
    assert.equal(results.filter((r) => r.body.code === 200).length, 1);
    const log = await call(t.app, '/api/activityApplyLog', { token: m.token, body: { page: 1 } });
    assert.equal(log.body.data.total, 1);
  });
});
