/**
 * Chat socket guards: the page's origin checked before the upgrade, at most 5 sockets per member
 * (2 in one room) and CHAT_SOCKETS_PER_ADDRESS per address, a heartbeat deadline that drops
 * silent sockets, and the frame size limit.
 */
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { DEFAULT_CHAT_SOCKETS_PER_MEMBER as MAX_SOCKETS_PER_MEMBER } from '../src/config.ts';
import { Heartbeat } from '../src/routes/socket/guards.ts';
import { CAP_REASONS, MAX_SOCKETS_PER_MEMBER_IN_ROOM, SocketCaps } from '../src/routes/socket/caps.ts';
import { MAX_MEMBERS_PER_ROOM } from '../src/domain/chat/hub.ts';
import { admitted, closedWith, listenOn, openSocket } from './chat-support.ts';
import { createTestApp, registerUser, type TestApp } from './helpers.ts';

function closedWithReason(ws: WebSocket): Promise<[number, string]> {
  return new Promise((resolve) => ws.once('close', (code, reason) => resolve([code, reason.toString()])));
}

/** Opens a socket with an Origin header; resolves with the HTTP status when the upgrade is refused. */
function openWithOrigin(url: string, origin: string): Promise<WebSocket | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { origin });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    ws.once('error', reject);
  });
}

describe('chat socket guards', () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    t = await createTestApp({ lotteryScheduler: false, allowedOrigins: ['https://m.partner.example'] });
    base = await listenOn(t.app);
  });
  after(async () => t.close());

  it("refuses a page of another site (403 before the upgrade); the site's own origin, a listed one and no origin pass", async () => {
    const { token } = await registerUser(t.app);
    const url = `${base}?roomid=11&_token=${token}`;
    assert.equal(await openWithOrigin(url, 'https://evil.example'), 403);
    const own = new URL(base.replace('ws:', 'http:')).origin;
    for (const origin of [own, 'https://m.partner.example']) {
      const ws = await openWithOrigin(url, origin);
      assert.ok(ws instanceof WebSocket, origin);
      await admitted(ws);
      ws.close();
    }
    const plain = await openSocket(url);
    await admitted(plain);
    plain.close();
  });

  it(`at most ${MAX_SOCKETS_PER_MEMBER} sockets per member: the next closes with 4008; a freed seat is reusable`, async () => {
    const { token } = await registerUser(t.app);
    const open = [];
    // Spread over rooms: a member holds at most two sockets in one room.
    const rooms = ['11', '11', '12', '12', '13'];
    for (let i = 0; i < MAX_SOCKETS_PER_MEMBER; i++) {
      const ws = await openSocket(`${base}?roomid=${rooms[i]}&_token=${token}`);
      await admitted(ws);
      open.push(ws);
    }
    const extra = await openSocket(`${base}?roomid=13&_token=${token}`);
    assert.deepEqual(await closedWithReason(extra), [4008, 'too many sockets for this member']);
    // Another member is not affected.
    const other = await registerUser(t.app);
    const theirs = await openSocket(`${base}?roomid=11&_token=${other.token}`);
    await admitted(theirs);
    theirs.close();
    const closing = closedWith(open[0]!);
    open[0]!.close();
    await closing;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await openSocket(`${base}?roomid=11&_token=${token}`);
    await admitted(again);
    for (const ws of [...open.slice(1), again]) ws.close();
  });

  it(`at most ${MAX_SOCKETS_PER_MEMBER_IN_ROOM} sockets of a member in one room: the next closes with 4008 and says so`, async () => {
    const { token } = await registerUser(t.app);
    const open = [];
    for (let i = 0; i < MAX_SOCKETS_PER_MEMBER_IN_ROOM; i++) {
      const ws = await openSocket(`${base}?roomid=11&_token=${token}`);
      await admitted(ws);
      open.push(ws);
    }
    const extra = await openSocket(`${base}?roomid=11&_token=${token}`);
    assert.deepEqual(await closedWithReason(extra), [4008, 'too many sockets for this member in this room']);
    const elsewhere = await openSocket(`${base}?roomid=12&_token=${token}`);
    await admitted(elsewhere);
    for (const ws of [...open, elsewhere]) ws.close();
  });

  it('CHAT_SOCKETS_PER_ADDRESS caps the sockets of one address over every member: 4008 names the address', async () => {
    const small = await createTestApp({ lotteryScheduler: false, chatSocketsPerAddress: 3 });
    try {
      const url = await listenOn(small.app);
      const open = [];
      for (let i = 0; i < 3; i++) {
        const ws = await openSocket(`${url}?roomid=11&_token=${(await registerUser(small.app)).token}`);
        await admitted(ws);
        open.push(ws);
      }
      const another = await registerUser(small.app);
      const extra = await openSocket(`${url}?roomid=12&_token=${another.token}`);
      assert.deepEqual(await closedWithReason(extra), [4008, 'too many sockets from this address']);
      for (const ws of open) ws.close();
    } finally {
      await small.close();
    }
  });

  it('400 accounts on 400 addresses, each opening every socket it may, cannot fill a room', () => {
    const caps = new SocketCaps({ perMember: MAX_SOCKETS_PER_MEMBER, perAddress: 50 });
    let seated = 0;
    for (let userId = 1; userId <= 400; userId++) {
      for (let i = 0; i < MAX_SOCKETS_PER_MEMBER; i++) {
        if (caps.take({ userId, ip: `198.51.${userId >> 8}.${userId & 255}`, roomId: '11' }) === null) seated++;
      }
    }
    assert.equal(seated, 400 * MAX_SOCKETS_PER_MEMBER_IN_ROOM);
    assert.ok(seated < MAX_MEMBERS_PER_ROOM / 2, `${seated} seats of ${MAX_MEMBERS_PER_ROOM}`);
    // From one address, the same 400 accounts get 50 sockets in all.
    const fromOne = new SocketCaps({ perMember: MAX_SOCKETS_PER_MEMBER, perAddress: 50 });
    let one = 0;
    for (let userId = 1; userId <= 400; userId++)
      if (fromOne.take({ userId, ip: '203.0.113.9', roomId: '11' }) === null) one++;
    assert.equal(one, 50);
    assert.equal(fromOne.take({ userId: 999, ip: '203.0.113.9', roomId: '12' }), CAP_REASONS.address);
  });

  it('with the member cap off (CHAT_SOCKETS_PER_MEMBER=0, load tests) one member may seat many sockets in a room; the address cap stays', () => {
    const off = new SocketCaps({ perMember: 0, perAddress: 50 });
    let seated = 0;
    for (let i = 0; i < 60; i++) if (off.take({ userId: 7, ip: '203.0.113.9', roomId: '11' }) === null) seated++;
    assert.equal(seated, 50);
    assert.equal(off.take({ userId: 7, ip: '203.0.113.10', roomId: '11' }), null);
  });

  it('a frame over the size limit closes the socket (1009)', async () => {
    const { token } = await registerUser(t.app);
    const ws = await openSocket(`${base}?roomid=11&_token=${token}`);
    await admitted(ws);
    const code = closedWith(ws);
    ws.send('x'.repeat(5000));
    assert.equal(await code, 1009);
  });

  it('the heartbeat pings live sockets and terminates one silent past the deadline', () => {
    let now = 0;
    const heartbeat = new Heartbeat(45_000, 1_000_000, () => now);
    class FakeSocket extends EventEmitter {
      readonly OPEN = 1;
      readyState = 1;
      pings = 0;
      terminated = false;
      ping() {
        this.pings++;
      }
      terminate() {
        this.terminated = true;
      }
    }
    const quiet = new FakeSocket();
    const chatty = new FakeSocket();
    heartbeat.watch(quiet as unknown as WebSocket);
    heartbeat.watch(chatty as unknown as WebSocket);
    now = 15_000;
    heartbeat.sweep();
    assert.deepEqual([quiet.pings, chatty.pings], [1, 1]);
    now = 40_000;
    chatty.emit('pong');
    now = 46_000;
    heartbeat.sweep();
    assert.equal(quiet.terminated, true);
    assert.equal(chatty.terminated, false);
    now = 80_000;
    chatty.emit('message', 'ping');
    now = 120_000;
    heartbeat.sweep();
    assert.equal(chatty.terminated, false);
    heartbeat.stop();
  });
});
