/**
 * The chat socket's first-frame authentication: `/wss?roomid=…` without `_token`, then
 * `{"type":"auth","token":…}`; anything else first, or a bad token, closes with 4001.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type WebSocket from 'ws';
import { authFrameToken } from '../src/routes/socket/auth-frame.ts';
import { admitted, frameWhere, listenOn, openSocket } from './chat-support.ts';
import { createTestApp, registerUser, type TestApp } from './helpers.ts';

function closedWithReason(ws: WebSocket): Promise<[number, string]> {
  return new Promise((resolve) => ws.once('close', (code, reason) => resolve([code, reason.toString()])));
}

describe('chat socket auth frame', () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    t = await createTestApp({ lotteryScheduler: false });
    base = await listenOn(t.app);
  });
  after(async () => t.close());

  it('reads only {type: "auth", token: <text>}', () => {
    assert.equal(authFrameToken('{"type":"auth","token":"abc"}'), 'abc');
    for (const text of ['ping', '{"token":"abc"}', '{"type":"auth","token":1}', '{"type":"auth","token":""}', '[]'])
      assert.equal(authFrameToken(text), null, text);
  });

  it('admits a socket whose first frame carries a live token; frames right after it are kept', async () => {
    const { token } = await registerUser(t.app);
    const ws = await openSocket(`${base}?roomid=11`);
    const echoed = frameWhere(ws, (f) => f.content === '首帧认证');
    ws.send(JSON.stringify({ type: 'auth', token }));
    ws.send(JSON.stringify({ content: '首帧认证', order: 1 }));
    assert.equal((await echoed).sysmsg, 0);
    await admitted(ws);
    ws.close();
  });

  it('closes with 4001 when the first frame is not an auth frame or its token is bad', async () => {
    const plain = await openSocket(`${base}?roomid=11`);
    const first = closedWithReason(plain);
    plain.send('ping');
    assert.deepEqual(await first, [4001, 'authentication failed']);

    const forged = await openSocket(`${base}?roomid=11`);
    const second = closedWithReason(forged);
    forged.send(JSON.stringify({ type: 'auth', token: 'not-a-token' }));
    assert.deepEqual(await second, [4001, 'authentication failed']);
  });
});
