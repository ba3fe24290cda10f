/**
 * The members' own protection limits (docs/API.md#protection-limits): a first or lower limit at
 * once; a raise or removal after 24 hours and a confirmation (time moved by shifting the rows'
 * timestamps back, as the windows read the database's now()); every message exact.
 * Their enforcement on deposits, transfers and bets: protection-limits-guard.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EXTENSIONS, parseExtensions } from '../../contract/common/extensions.ts';
import {
  LIMIT_MESSAGES,
  limitPendingMessage,
  limitWaitingMessage,
  WireLimits,
} from '../../contract/protection/limits.ts';
import { assertAnswer, call, createTestApp, type TestApp } from './helpers.ts';
import { newMember, type Member } from './money-helpers.ts';
import { beijingOf } from './protection-support.ts';

describe('protection limits: setting, raising, removing', () => {
  let t: TestApp;
  let m: Member;
  before(async () => {
    t = await createTestApp();
    m = await newMember(t.app);
  });
  after(async () => t.close());

  const set = (body: Record<string, unknown>) => call(t.app, '/api/protectionLimitSet', { token: m.token, body });
  const confirm = (body: Record<string, unknown>) =>
    call(t.app, '/api/protectionLimitConfirm', { token: m.token, body });
  const limitOf = async (kind: string, period: string) => {
    const r = await call(t.app, '/api/protectionLimits', { token: m.token });
    assert.equal(r.body.code, 200, r.text);
    assertAnswer(WireLimits, r.body);
    return r.body.data.limits.find((l: { kind: string; period: string }) => l.kind === kind && l.period === period);
  };
  const availableAt = (kind: string, hours: number) =>
    beijingOf(t, 'SELECT available_at FROM protection_limits WHERE user_id = $1 AND kind = $2 AND period_hours = $3', [
      m.id,
      kind,
      hours,
    ]);
  /** Moves the waiting change's time a day and an hour back: the wait is over. */
  const waitOver = () =>
    t.db.query(`UPDATE protection_limits SET available_at = available_at - interval '25 hours' WHERE user_id = $1`, [
      m.id,
    ]);

  it('lists every kind × period, none set', async () => {
    const r = await call(t.app, '/api/protectionLimits', { token: m.token });
    assert.equal(r.body.data.limits.length, 9);
    assert.deepEqual(await limitOf('deposit', '24h'), {
      kind: 'deposit',
      period: '24h',
      amount: null,
      used: '0.00',
      pending: null,
    });
  });

  it('refuses an unknown kind, period or amount with their messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'x', period: '24h', amount: '10' }, '请选择限额类型'],
      [{ kind: 'deposit', period: '1h', amount: '10' }, '请选择限额周期'],
      [{ kind: 'deposit', period: '24h', amount: '-1' }, '请输入正确的限额金额'],
      [{ kind: 'deposit', period: '24h', amount: '1.234' }, '请输入正确的限额金额'],
    ];
    for (const [body, message] of cases) {
      const r = await set(body);
      assert.deepEqual([r.body.code, r.body.message], [1000, message], JSON.stringify(body));
    }
  });

  it('a first limit and a lower one apply at once', async () => {
    let r = await set({ kind: 'deposit', period: '24h', amount: '1000' });
    assert.deepEqual([r.body.code, r.body.message], [200, '限额已生效']);
    assert.equal((await limitOf('deposit', '24h')).amount, '1000.00');
    r = await set({ kind: 'deposit', period: '24h', amount: 500.5 });
    assert.deepEqual([r.body.code, r.body.message], [200, LIMIT_MESSAGES.applied]);
    assert.equal((await limitOf('deposit', '24h')).amount, '500.50');
  });

  it('a raise waits 24 hours, then applies only when confirmed', async () => {
    const r = await set({ kind: 'deposit', period: '24h', amount: '2000' });
    const until = await availableAt('deposit', 24);
    assert.deepEqual([r.body.code, r.body.message], [200, limitPendingMessage(until)]);
    assert.equal(r.body.message, `提高或取消限额需等待 24 小时，请于 ${until}（北京时间）后确认生效`);
    // From the moment of the request (updated_at, the same statement's now()): a check against a later
    // now() failed whenever the call and the check straddled a second boundary.
    const [wait] = await t.db.query<{ ok: boolean }>(
      `SELECT available_at >= updated_at + interval '24 hours' AS ok FROM protection_limits WHERE user_id = $1`,
      [m.id],
    );
    assert.ok(wait!.ok, 'at least 24 hours');
    assert.deepEqual(await limitOf('deposit', '24h'), {
      kind: 'deposit',
      period: '24h',
      amount: '500.50',
      used: '0.00',
      pending: { amount: '2000.00', available_at: until, confirmable: false },
    });
    const early = await confirm({ kind: 'deposit', period: '24h' });
    assert.deepEqual([early.body.code, early.body.message], [500, limitWaitingMessage(until)]);
    assert.equal(early.body.message, `限额变更尚在等待期，请于 ${until}（北京时间）后确认`);

    await waitOver();
    // The wait is over, yet nothing changed until the member confirms.
    const waiting = await limitOf('deposit', '24h');
    assert.deepEqual([waiting.amount, waiting.pending.confirmable], ['500.50', true]);
    const done = await confirm({ kind: 'deposit', period: '24h' });
    assert.deepEqual([done.body.code, done.body.message], [200, '限额变更已生效']);
    assert.deepEqual(await limitOf('deposit', '24h'), {
      kind: 'deposit',
      period: '24h',
      amount: '2000.00',
      used: '0.00',
      pending: null,
    });
  });

  it('a removal waits 24 hours and needs the confirmation too', async () => {
    await set({ kind: 'stake', period: '7d', amount: '300' });
    const r = await set({ kind: 'stake', period: '7d', amount: '' });
    const until = await availableAt('stake', 168);
    assert.equal(r.body.message, limitPendingMessage(until));
    assert.deepEqual((await limitOf('stake', '7d')).pending, { amount: null, available_at: until, confirmable: false });
    const early = await confirm({ kind: 'stake', period: '7d' });
    assert.deepEqual([early.body.code, early.body.message], [500, limitWaitingMessage(until)]);
    assert.equal((await limitOf('stake', '7d')).amount, '300.00');
    await waitOver();
    const done = await confirm({ kind: 'stake', period: '7d' });
    assert.equal(done.body.message, LIMIT_MESSAGES.confirmed);
    assert.deepEqual([(await limitOf('stake', '7d')).amount, (await limitOf('stake', '7d')).pending], [null, null]);
  });

  it('a lower limit while a raise waits applies at once and drops the raise; the limit in force again cancels it', async () => {
    await set({ kind: 'loss', period: '30d', amount: '800' });
    await set({ kind: 'loss', period: '30d', amount: '5000' });
    let r = await set({ kind: 'loss', period: '30d', amount: '700' });
    assert.equal(r.body.message, LIMIT_MESSAGES.applied);
    assert.deepEqual([(await limitOf('loss', '30d')).amount, (await limitOf('loss', '30d')).pending], ['700.00', null]);
    await set({ kind: 'loss', period: '30d', amount: '5000' });
    r = await set({ kind: 'loss', period: '30d', amount: '700' });
    assert.equal(r.body.message, '限额未变更');
    assert.equal((await limitOf('loss', '30d')).pending, null);
  });

  it('a confirmation with nothing waiting is refused', async () => {
    const r = await confirm({ kind: 'deposit', period: '30d' });
    assert.deepEqual([r.body.code, r.body.message], [500, '没有待确认的限额变更']);
  });

  it('keeps every change in protection_limit_events', async () => {
    const rows = await t.db.query<{ action: string }>(
      `SELECT action FROM protection_limit_events WHERE user_id = $1 AND kind = 'deposit' ORDER BY id`,
      [m.id],
    );
    assert.deepEqual(
      rows.map((r) => r.action),
      ['set', 'set', 'requested', 'confirmed'],
    );
  });

  it('is announced as the protectionLimits extension', async () => {
    const r = await call(t.app, '/api/app', { token: null });
    assert.ok(parseExtensions(r.body.data.extensions).has(EXTENSIONS.protectionLimits));
  });
});

describe('PROTECTION_LIMITS=off', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ protection: { limits: false, exclusion: true, realityCheck: true } })));
  after(async () => t.close());

  it('the calls answer the 404 envelope and the extension is not announced', async () => {
    const m = await newMember(t.app);
    for (const url of ['/api/protectionLimits', '/api/protectionLimitSet', '/api/protectionLimitConfirm']) {
      const r = await call(t.app, url, { token: m.token, body: { kind: 'deposit', period: '24h', amount: '1' } });
      assert.deepEqual([r.status, r.body], [404, { code: 404, message: '接口不存在' }], url);
    }
    const app = await call(t.app, '/api/app', { token: null });
    assert.equal(parseExtensions(app.body.data.extensions).has(EXTENSIONS.protectionLimits), false);
    assert.ok(parseExtensions(app.body.data.extensions).has(EXTENSIONS.socketAuth));
  });

  it('a limit left in the table is not enforced', async () => {
    const m = await newMember(t.app);
    await t.db.query(
      `INSERT INTO protection_limits (user_id, kind, period_hours, amount) VALUES ($1, 'deposit', 24, 0)`,
      [m.id],
    );
    const r = await call(t.app, '/api/recharge', { token: m.token, body: { paytype: 'alipay', amount: '150' } });
    assert.equal(r.body.code, 200, r.text);
  });
});
