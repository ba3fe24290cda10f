/**
 * The chat socket's rules, on a listening app: ping is always answered, a user's sockets share
 * one chat allowance (also over two app instances on one database), junk is bounded per socket,
 * content travels and is stored as plain text. Each test uses its own seeded room (11, 12 …).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type WebSocket from 'ws';
import { buildApp } from '../src/app.ts';
import { recentMessages } from '../src/domain/chat/history.ts';
import { call, createTestApp, OPS_TOKEN, registerUser, testConfig, type TestApp } from './helpers.ts';
import { admitted, closedWith, listenOn, nextFrame, openSocket } from './chat-support.ts';

const ALLOWANCE = 6;

/** Collects every frame a socket receives. */
function collect(ws: WebSocket): string[] {
  const frames: string[] = [];
  ws.on('message', (data) => frames.push(data.toString()));
  return frames;
}

async function until(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('chat socket rules', () => {
  let t: TestApp;
  let base: string;
  before(async () => {
    // No round clock: no system message of the seeded rooms interleaves with the frames read here.
    t = await createTestApp({ chatMessagesPer10s: ALLOWANCE, lotteryScheduler: false });
    base = await listenOn(t.app);
  });
  after(async () => t.close());

  const join = async (room: string, token: string) => {
    const ws = await openSocket(`${base}?roomid=${room}&_token=${token}`);
    await admitted(ws);
    return ws;
  };

  it('a user with five sockets gets one allowance, not five; another user keeps theirs', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    // A member holds at most two sockets in one room: five over three rooms, a listener in each.
    const rooms = ['11', '11', '12', '12', '13'];
    const sockets = await Promise.all(rooms.map((room) => join(room, user.token)));
    const listeners = await Promise.all(['11', '12', '13'].map((room) => join(room, other.token)));
    const listener = listeners[0]!;
    const heardIn = listeners.map(collect);
    const heard = () => heardIn.flat().length;
    const answers = sockets.map(collect);
    // Two messages from each socket: ten in all, more than the allowance of six.
    for (let i = 0; i < 2; i++)
      sockets.forEach((ws, n) => ws.send(JSON.stringify({ content: `m${n}-${i}`, order: 1 })));
    const refusals = () => answers.flat().filter((f) => JSON.parse(f).code === 429).length;
    await until(() => refusals() === 10 - ALLOWANCE && heard() === ALLOWANCE, 'allowance and refusals');
    const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM chat_messages WHERE user_id = $1`, [
      user.id,
    ]);
    assert.equal(row!.n, ALLOWANCE);
    assert.equal(
      JSON.parse(answers.flat().find((f) => JSON.parse(f).code === 429)!).message,
      '发言过于频繁，请稍后再试',
    );

    const reply = nextFrame(sockets[0]!);
    listener.send(JSON.stringify({ content: '我还能说', order: 1 }));
    assert.equal(JSON.parse(await reply).content, '我还能说');
    for (const ws of [...sockets, ...listeners]) ws.close();
  });

  it('ping is answered every time, also past the chat limits of the socket and the user', async () => {
    const user = await registerUser(t.app);
    const ws = await join('12', user.token);
    const frames = collect(ws);
    for (let i = 0; i < 25; i++) {
      ws.send(JSON.stringify({ content: `x${i}`, order: 1 }));
      ws.send('ping');
    }
    await until(() => frames.filter((f) => f === 'pong').length === 25, '25 pongs');
    await until(() => frames.length === 50, 'every frame answered');
    assert.equal(frames.filter((f) => f.startsWith('{') && JSON.parse(f).code === 429).length, 25 - ALLOWANCE);
    ws.close();
  });

  it('a socket sending more than 20 frames in 10 s is answered 429; a ping flood is closed', async () => {
    const user = await registerUser(t.app);
    const ws = await join('13', user.token);
    const frames = collect(ws);
    for (let i = 0; i < 22; i++) ws.send('not json');
    await until(() => frames.length === 22, '22 answers');
    // The 429 is answered at once, the parse failures after the frames queued before them.
    const codes = frames.map((f) => JSON.parse(f).code as number).sort();
    assert.deepEqual(codes, [...new Array(20).fill(1000), 429, 429]);
    const flood = await join('13', user.token);
    const code = closedWith(flood);
    for (let i = 0; i < 40; i++) flood.send('ping');
    assert.equal(await code, 1008);
    ws.close();
  });

  it('content is stored and returned as the same text (never turned into HTML), control characters as spaces', async () => {
    const user = await registerUser(t.app);
    const ws = await join('21', user.token);
    const html = '<img src=x onerror="alert(1)">&amp; 你好';
    const echoed = nextFrame(ws);
    ws.send(JSON.stringify({ content: `${html}\u0007`, order: 1 }));
    const frame = JSON.parse(await echoed);
    assert.equal(frame.content, html);
    const [row] = await t.db.query<{ content: string }>('SELECT content FROM chat_messages WHERE id = $1', [frame.id]);
    assert.equal(row!.content, html);
    const [history] = await recentMessages(t.db, '21', 1);
    assert.equal(history!.content, html);
    ws.close();
  });

  it('the allowance is counted in the database: a second app instance on the same database adds nothing', async () => {
    // Two processes behind a load balancer, each with its own memory gate (here: two apps on one PGlite).
    const second = await buildApp({
      config: testConfig({ chatMessagesPer10s: ALLOWANCE, lotteryScheduler: false }),
      db: t.db,
      opsToken: OPS_TOKEN,
      closeDbOnClose: false,
    });
    try {
      const secondBase = await listenOn(second);
      const user = await registerUser(t.app);
      const first = await join('23', user.token);
      const other = await openSocket(`${secondBase}?roomid=23&_token=${user.token}`);
      await admitted(other);
      const answers = [collect(first), collect(other)];
      // ALLOWANCE from each instance at once: each memory gate lets all of its own through.
      for (let i = 0; i < ALLOWANCE; i++) {
        first.send(JSON.stringify({ content: `a${i}`, order: 1 }));
        other.send(JSON.stringify({ content: `b${i}`, order: 1 }));
      }
      const refusals = () => answers.flat().filter((f) => JSON.parse(f).code === 429).length;
      await until(() => refusals() === ALLOWANCE, 'one allowance for both instances');
      await new Promise((r) => setTimeout(r, 100));
      assert.equal(refusals(), ALLOWANCE);
      const [row] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM chat_messages WHERE user_id = $1`, [
        user.id,
      ]);
      assert.equal(row!.n, ALLOWANCE);
      first.close();
      other.close();
    } finally {
      await second.close();
    }
  });

  it('a message stored in the last 10 s counts wherever it came from; older ones do not', async () => {
    const user = await registerUser(t.app);
    // As if another process had stored the user's messages: ALLOWANCE − 1 now, more 11 s ago.
    const insert = `INSERT INTO chat_messages (room_id, user_id, author, content, created_at)
                    SELECT '31', $1, 'x***', 'old', now() - $2::interval FROM generate_series(1, $3::int)`;
    await t.db.query(insert, [user.id, '11 seconds', ALLOWANCE * 2]);
    await t.db.query(insert, [user.id, '1 second', ALLOWANCE - 1]);
    const ws = await join('31', user.token);
    const ok = nextFrame(ws);
    ws.send(JSON.stringify({ content: '最后一条', order: 1 }));
    assert.equal(JSON.parse(await ok).content, '最后一条');
    const refused = nextFrame(ws);
    ws.send(JSON.stringify({ content: '多了一条', order: 1 }));
    assert.equal(JSON.parse(await refused).code, 429);
    ws.close();
  });

  it('a disabled account is refused like a bad token (4001)', async () => {
    const user = await registerUser(t.app);
    const result = await call(t.app, '/admin/users/status', {
      token: OPS_TOKEN,
      body: { username: user.name, status: 'disabled' },
    });
    assert.equal(result.status, 200, result.text);
    const ws = await openSocket(`${base}?roomid=22&_token=${user.token}`);
    assert.equal(await closedWith(ws), 4001);
  });
});
