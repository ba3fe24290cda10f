/**
 * Sessions end: idle timeout and absolute lifetime, a cap on live tokens per member, every token
 * revoked on password change and account disable, and open chat sockets of a revoked token
 * closed with 4001 within a second. The clock is moved by rewriting the token rows.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type WebSocket from 'ws';
import { hashToken } from '../src/domain/accounts/sessions.ts';
import { admitted, listenOn, openSocket } from './chat-support.ts';
import { call, createTestApp, OPS_TOKEN, registerUser, type TestApp } from './helpers.ts';

const authed = async (t: TestApp, token: string): Promise<boolean> =>
  (await call(t.app, '/api/user', { token })).body?.code !== 401;

/** The close code, or 'still open' when the server keeps the socket past `ms`. */
function closedWithin(ws: WebSocket, ms: number): Promise<number | 'still open'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      ws.terminate();
      resolve('still open');
    }, ms);
    ws.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

describe('session lifetime', () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    t = await createTestApp({ lotteryScheduler: false });
    base = await listenOn(t.app);
  });
  after(async () => t.close());

  it('refuses a token idle past the idle timeout and one older than the absolute lifetime', async () => {
    const idle = await registerUser(t.app);
    assert.equal(await authed(t, idle.token), true);
    await t.db.query(`UPDATE user_tokens SET last_used_at = now() - interval '8 days' WHERE token_hash = $1`, [
      hashToken(idle.token),
    ]);
    assert.equal(await authed(t, idle.token), false);

    const old = await registerUser(t.app);
    await t.db.query(
      `UPDATE user_tokens SET created_at = now() - interval '31 days', last_used_at = now() WHERE token_hash = $1`,
      [hashToken(old.token)],
    );
    assert.equal(await authed(t, old.token), false);
  });

  it('refreshes last_used_at on use, at most about once a minute', async () => {
    const u = await registerUser(t.app);
    const hash = hashToken(u.token);
    const lastUsed = async () =>
      (
        await t.db.query<{ s: number }>(
          `SELECT extract(epoch FROM now() - last_used_at)::int AS s FROM user_tokens WHERE token_hash = $1`,
          [hash],
        )
      )[0]!.s;
    await t.db.query(`UPDATE user_tokens SET last_used_at = now() - interval '6 days' WHERE token_hash = $1`, [hash]);
    assert.equal(await authed(t, u.token), true);
    assert.ok((await lastUsed()) < 5, 'a stale stamp is refreshed');
    await t.db.query(`UPDATE user_tokens SET last_used_at = now() - interval '30 seconds' WHERE token_hash = $1`, [
      hash,
    ]);
    assert.equal(await authed(t, u.token), true);
    assert.ok((await lastUsed()) >= 29, 'a fresh stamp is not rewritten');
  });

  it('keeps at most 5 live tokens per member: a login beyond revokes the oldest', async () => {
    const u = await registerUser(t.app);
    const tokens = [u.token];
    for (let i = 0; i < 5; i++) {
      const r = await call(t.app, '/api/login', { body: { name: u.name, password: u.password } });
      tokens.push(r.body.data.api_token);
      // Distinct creation times, so "oldest" is well defined.
      await t.db.query(
        `UPDATE user_tokens SET created_at = created_at - make_interval(secs => $2) WHERE token_hash = $1`,
        [hashToken(tokens[i]!), 10 - i],
      );
    }
    assert.equal(await authed(t, tokens[0]!), false, 'the oldest is revoked');
    for (const token of tokens.slice(1)) assert.equal(await authed(t, token), true);
  });

  it('revokes every token on login password change and on account disable', async () => {
    const a = await registerUser(t.app);
    const second = (await call(t.app, '/api/login', { body: { name: a.name, password: a.password } })).body.data
      .api_token as string;
    const changed = await call(t.app, '/api/editPassword', {
      token: a.token,
      body: { password: a.password, paypassword: 'newpass123' },
    });
    assert.equal(changed.body.code, 200, changed.text);
    assert.equal(await authed(t, a.token), false);
    assert.equal(await authed(t, second), false);

    const b = await registerUser(t.app);
    await call(t.app, '/admin/users/status', { token: OPS_TOKEN, body: { username: b.name, status: 'disabled' } });
    await call(t.app, '/admin/users/status', { token: OPS_TOKEN, body: { username: b.name, status: 'active' } });
    assert.equal(await authed(t, b.token), false, 're-enabling does not bring old sessions back');
  });

  for (const [label, end] of [
    ['logoff', (t: TestApp, u: { token: string }) => call(t.app, '/api/logoff', { token: u.token })],
    [
      'account disable',
      (t: TestApp, u: { name: string }) =>
        call(t.app, '/admin/users/status', { token: OPS_TOKEN, body: { username: u.name, status: 'disabled' } }),
    ],
    [
      'password change',
      (t: TestApp, u: { token: string; password: string }) =>
        call(t.app, '/api/editPassword', { token: u.token, body: { password: u.password, paypassword: 'newpass123' } }),
    ],
  ] as const) {
    it(`closes the open chat sockets of a token ended by ${label} within a second (4001)`, async () => {
      const u = await registerUser(t.app);
      const ws = await openSocket(`${base}?roomid=11&_token=${u.token}`);
      await admitted(ws);
      const code = closedWithin(ws, 1000);
      await end(t, u);
      assert.equal(await code, 4001);
    });
  }
});
