/**
 * The room chat socket: token check (close 4001), room check (close 4002: only a real, open
 * lottery room of the seed), ping/pong, broadcast within a room only, masked authors, text-only
 * bounded content.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { BEIJING_TIME_RE, createTestApp, DEMO_PASSWORD, loginAs, registerUser, type TestApp } from './helpers.ts';

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

function closed(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => ws.once('close', (code) => resolve(code)));
}

/** The close code, or 'still open' (and the socket dropped) when the server keeps it past `ms`. */
function closedWithin(ws: WebSocket, ms = 3000): Promise<number | 'still open'> {
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

function next(ws: WebSocket, timeoutMs = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no frame in time')), timeoutMs);
    ws.once('message', (data) => {
      clearTimeout(timer);
      resolve(data.toString());
    });
  });
}

describe('chat socket', () => {
  let t: TestApp;
  let base: string;
  let token: string;
  before(async () => {
    // No round clock: no system message of the seeded rooms interleaves with the frames read here.
    t = await createTestApp({ lotteryScheduler: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/wss`;
    token = await loginAs(t.app, 'demo001', DEMO_PASSWORD);
  });
  after(async () => t.close());

  it('closes with 4001 on a missing, bad or revoked token', async () => {
    const revoked = await registerUser(t.app);
    await t.app.inject({ method: 'POST', url: '/api/logoff', headers: { authorization: `Bearer ${revoked.token}` } });
    for (const query of [
      '?roomid=11',
      '?roomid=11&_token=',
      '?roomid=11&_token=nope',
      `?roomid=11&_token=${revoked.token}`,
    ]) {
      const ws = await open(base + query);
      assert.equal(await closed(ws), 4001, query);
    }
  });

  it('answers ping with pong', async () => {
    const ws = await open(`${base}?roomid=11&_token=${token}`);
    ws.send('ping');
    assert.equal(await next(ws), 'pong');
    ws.close();
  });

  it('broadcasts {content, order} to the same room only, with a masked author', async () => {
    const a = await open(`${base}?roomid=21&_token=${token}`);
    const other = await registerUser(t.app, 'player01x');
    const b = await open(`${base}?roomid=21&_token=${other.token}`);
    const elsewhere = await open(`${base}?roomid=22&_token=${other.token}`);
    // A ping round trip proves each socket is admitted before the chat frame is sent.
    for (const ws of [a, b, elsewhere]) {
      ws.send('ping');
      await next(ws);
    }
    let leaked = false;
    elsewhere.on('message', () => (leaked = true));
    const atB = next(b);
    const atA = next(a);
    b.send(JSON.stringify({ content: '跟了', order: 1 }));
    const frame = JSON.parse(await atA);
    assert.deepEqual(JSON.parse(await atB), frame);
    assert.deepEqual(Object.keys(frame).sort(), [
      'author',
      'avatar',
      'content',
      'id',
      'order',
      'sysmsg',
      'time',
      'user_id',
    ]);
    assert.equal(frame.author, 'pla***1x');
    assert.equal(frame.user_id, other.id);
    assert.equal(frame.content, '跟了');
    assert.equal(frame.sysmsg, 0);
    assert.equal(frame.order, 1);
    assert.equal(typeof frame.id, 'number');
    assert.match(frame.time, BEIJING_TIME_RE);
    assert.match(frame.avatar, /^http:\/\/127\.0\.0\.1:\d+\/uploads\/avatars\/default\.svg$/);
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(leaked, false);
    for (const ws of [a, b, elsewhere]) ws.close();
  });

  it('refuses content over 200 characters or not text, without broadcasting it', async () => {
    const ws = await open(`${base}?roomid=31&_token=${token}`);
    ws.send(JSON.stringify({ content: 'x'.repeat(201), order: 1 }));
    assert.equal(JSON.parse(await next(ws)).code, 1000);
    ws.send(JSON.stringify({ content: { html: '<b>' }, order: 1 }));
    assert.equal(JSON.parse(await next(ws)).code, 1000);
    // (order 1: an order-0 frame is a bet notice, which the server writes itself; lottery-order.test.ts)
    ws.send(JSON.stringify({ content: 'y'.repeat(200), order: 1 }));
    const ok = JSON.parse(await next(ws));
    assert.equal(ok.content.length, 200);
    assert.equal(ok.order, 1);
    const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM chat_messages WHERE room_id = '31'`);
    assert.equal(row!.n, 1);
    ws.close();
  });

  it('closes 4002 on a malformed room id', async () => {
    const ws = await open(`${base}?roomid=${encodeURIComponent('<script>')}&_token=${token}`);
    assert.equal(await closed(ws), 4002);
  });

  it('closes 4002 with a real token on a room that does not exist or is closed, and keeps no history for it', async () => {
    for (const room of ['999999', 'abc', '10', '011', '0x0b', '1e1', '']) {
      const ws = await open(`${base}?roomid=${encodeURIComponent(room)}&_token=${token}`);
      // A frame sent before the room check is held, and dropped with the socket.
      ws.send(JSON.stringify({ content: '有人吗', order: 1 }));
      assert.equal(await closedWithin(ws), 4002, room);
    }
    await t.db.query('UPDATE lottery_rooms SET state = 0 WHERE id = 43');
    try {
      const ws = await open(`${base}?roomid=43&_token=${token}`);
      assert.equal(await closedWithin(ws), 4002, 'a closed room');
    } finally {
      await t.db.query('UPDATE lottery_rooms SET state = 1 WHERE id = 43');
    }
    const [row] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM chat_messages WHERE room_id NOT IN (SELECT id::text FROM lottery_rooms)`,
    );
    assert.equal(row!.n, 0);
    // The same token on a seeded room is admitted (ping answered).
    const ws = await open(`${base}?roomid=43&_token=${token}`);
    ws.send('ping');
    assert.equal(await next(ws), 'pong');
    ws.close();
  });
});
