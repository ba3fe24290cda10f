/**
 * Secrets stay out of the logs: the chat socket's `_token` (a member's bearer token) and other
 * credentials in URLs are redacted by the request serializer at every level, info included.
 */
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import { buildApp } from '../src/app.ts';
import { redactUrl } from '../src/lib/log-redact.ts';
import { admitted, listenOn, openSocket } from './chat-support.ts';
import { OPS_TOKEN, registerUser, testConfig, testDb } from './helpers.ts';

describe('request logs', () => {
  it('redactUrl hides credential values and keeps the rest', () => {
    assert.equal(redactUrl('/wss?roomid=11&_token=abc.DEF-1'), '/wss?roomid=11&_token=[redacted]');
    assert.equal(redactUrl('/sandbox/game?ticket=T1&x=1'), '/sandbox/game?ticket=[redacted]&x=1');
    assert.equal(redactUrl('/sandbox/pay/1?s=tag&result=paid'), '/sandbox/pay/1?s=[redacted]&result=paid');
    assert.equal(redactUrl('/api/user'), '/api/user');
  });

  it("an info-level log of a chat socket's request never holds the member's token", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      config: testConfig({ lotteryScheduler: false }),
      db: await testDb(),
      opsToken: OPS_TOKEN,
      logger: { level: 'info', stream },
    });
    try {
      const base = await listenOn(app);
      const { token } = await registerUser(app);
      const ws = await openSocket(`${base}?roomid=11&_token=${encodeURIComponent(token)}`);
      await admitted(ws);
      ws.close();
      const log = lines.join('');
      assert.match(log, /\/wss\?roomid=11&_token=\[redacted\]/);
      assert.equal(log.includes(token), false, 'the token is in the log');
      assert.equal(log.includes(encodeURIComponent(token)), false);
    } finally {
      await app.close();
    }
  });
});
