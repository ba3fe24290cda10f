/**
 * Chat across server processes on PostgreSQL: two app instances on one database (as behind a
 * load balancer) see each other's chat and system messages through LISTEN/NOTIFY, in order,
 * big frames included, and keep doing so after their LISTEN connections are killed; a user's
 * chat allowance is one over both instances. Rooms are seeded lottery rooms (11, 12 …), one per
 * test. Skipped on PGlite (one process by nature, nothing to fan out).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type WebSocket from 'ws';
import { buildApp } from '../src/app.ts';
import { KEEPALIVE_SQL } from '../src/db/listener.ts';
import { hashToken } from '../src/domain/accounts/sessions.ts';
import { PostgresDb } from '../src/db/postgres.ts';
import { postSystemMessage } from '../src/domain/chat/system-messages.ts';
import { chatChannel } from '../src/domain/chat/pg-fanout.ts';
import { listenerApplicationName } from '../src/plugins/app/chat-fanout.ts';
import {
  createTestApp,
  DEMO_PASSWORD,
  ENGINE,
  loginAs,
  OPS_TOKEN,
  postgresPlace,
  registerUser,
  testConfig,
  type TestApp,
} from './helpers.ts';
import { admitted, frameWhere, listenOn, openSocket } from './chat-support.ts';

const skip = ENGINE !== 'postgres' ? 'PostgreSQL only (DATABASE_URL unset)' : false;

describe('chat fan-out between two server instances on PostgreSQL', { skip }, () => {
  let a: TestApp;
  let b: FastifyInstance;
  let baseA: string;
  let baseB: string;
  let tokenA: string;
  let tokenB: string;
  let channel: string;

  before(async () => {
    a = await createTestApp({ chatMessagesPer10s: 0 });
    // Instance B: its own pool on the same database and schema, its own hub and sockets.
    channel = await chatChannel(a.db);
    const dbB = await PostgresDb.open({ ...postgresPlace(a.db), max: 3 });
    b = await buildApp({ config: testConfig({ chatMessagesPer10s: 0 }), db: dbB, opsToken: OPS_TOKEN });
    await b.ready();
    baseA = await listenOn(a.app);
    baseB = await listenOn(b);
    tokenA = await loginAs(a.app, 'demo001', DEMO_PASSWORD);
    tokenB = (await registerUser(b)).token;
  });
  after(async () => {
    await b?.close();
    await a?.close();
  });

  const join = async (base: string, room: string, token: string): Promise<WebSocket> => {
    const ws = await openSocket(`${base}?roomid=${room}&_token=${token}`);
    await admitted(ws);
    return ws;
  };

  it('a message sent on instance A reaches a socket on instance B (and A), the same frame', async () => {
    const onA = await join(baseA, '11', tokenA);
    const onB = await join(baseB, '11', tokenB);
    const atB = frameWhere(onB, (f) => f.content === '从A来的');
    const atA = frameWhere(onA, (f) => f.content === '从A来的');
    onA.send(JSON.stringify({ content: '从A来的', order: 1 }));
    const frame = await atB;
    assert.deepEqual(await atA, frame);
    assert.equal(frame.author, 'dem***01');
    assert.equal(frame.sysmsg, 0);

    const back = frameWhere(onA, (f) => f.content === '从B回的');
    onB.send(JSON.stringify({ content: '从B回的', order: 1 }));
    assert.ok((await back).id > frame.id);
    onA.close();
    onB.close();
  });

  it('messages of one sender arrive at the other instance in the order sent', async () => {
    const onA = await join(baseA, '12', tokenA);
    const onB = await join(baseB, '12', tokenB);
    const seen: string[] = [];
    const done = frameWhere(onB, (f) => {
      if (typeof f.content === 'string' && f.content.startsWith('序')) seen.push(f.content);
      return seen.length === 20;
    });
    // 20: the most one socket may send in 10 s.
    for (let i = 0; i < 20; i++) onA.send(JSON.stringify({ content: `序${i}`, order: 1 }));
    await done;
    assert.deepEqual(
      seen,
      Array.from({ length: 20 }, (_, i) => `序${i}`),
    );
    onA.close();
    onB.close();
  });

  it('system messages posted on one instance reach both, a big draw frame whole', async () => {
    const onA = await join(baseA, '13', tokenA);
    const onB = await join(baseB, '13', tokenB);
    const closed = [
      frameWhere(onA, (f) => f.content === '第1期 已封盘'),
      frameWhere(onB, (f) => f.content === '第1期 已封盘'),
    ];
    await postSystemMessage(b, '13', '第1期 已封盘');
    for (const frame of await Promise.all(closed)) assert.equal(frame.sysmsg, 1);

    // Far over one NOTIFY payload (8000 bytes), so it travels in parts.
    const nowdata = {
      expect: '2',
      openlist: Array.from({ length: 600 }, (_, i) => ({ expect: String(i), number: '3,8,5', note: '大双对子' })),
    };
    const draws = [frameWhere(onA, (f) => f.type === 'draw'), frameWhere(onB, (f) => f.type === 'draw')];
    const posted = await postSystemMessage(a.app, '13', '第1期 开奖结果 3+8+5=16 大双', { type: 'draw', nowdata });
    assert.ok(Buffer.byteLength(JSON.stringify(posted)) > 24_000);
    for (const frame of await Promise.all(draws)) assert.deepEqual(frame, JSON.parse(JSON.stringify(posted)));
    onA.close();
    onB.close();
  });

  it('a frame another database client NOTIFYs is never delivered; a forged revocation closes no live socket', async () => {
    const onB = await join(baseB, '22', tokenB);
    const frames: string[] = [];
    onB.on('message', (data) => frames.push(data.toString()));
    const forged = JSON.stringify({ id: 1, author: '系统', content: '伪造的开奖', sysmsg: 1, order: 1 });
    // Any role that can connect may NOTIFY: unsigned, and signed with a made-up signature.
    for (const payload of [`m22\t${forged}`, `s${'A'.repeat(22)}m22\t${forged}`])
      await a.db.query('SELECT pg_notify($1, $2)', [channel, payload]);
    const tokenHash = hashToken(tokenB);
    await a.db.query('SELECT pg_notify($1, $2)', [channel, `r${tokenHash}`]);
    // A real frame after them: once it is here, the forged ones would have been too.
    const real = frameWhere(onB, (f) => f.content === '真的消息');
    const onA = await join(baseA, '22', tokenA);
    onA.send(JSON.stringify({ content: '真的消息', order: 1 }));
    await real;
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(
      frames.some((f) => f.includes('伪造的开奖')),
      false,
    );
    assert.equal(onB.readyState, onB.OPEN, 'the live token keeps its socket');
    onA.close();
    onB.close();
  });

  it('after both LISTEN connections are killed, they reconnect and fan-out works again', async () => {
    const name = listenerApplicationName(channel);
    const listeners = async () =>
      a.db.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND state = 'idle' AND query IN ('SELECT pg_backend_pid() AS pid', '${KEEPALIVE_SQL}')`,
        [name],
      );
    const before = (await listeners()).map((r) => r.pid);
    assert.equal(before.length, 2, 'one LISTEN connection per instance');
    await a.db.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before]);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const now = (await listeners()).map((r) => r.pid);
      if (now.length === 2 && now.every((pid) => !before.includes(pid))) break;
      if (Date.now() > deadline) throw new Error(`listeners did not come back: ${JSON.stringify(now)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const onA = await join(baseA, '21', tokenA);
    const onB = await join(baseB, '21', tokenB);
    const atB = frameWhere(onB, (f) => f.content === '又通了');
    onA.send(JSON.stringify({ content: '又通了', order: 1 }));
    assert.equal((await atB).content, '又通了');
    onA.close();
    onB.close();
  });

  it('with a chat limit, a user on both instances gets one allowance, not two', async () => {
    // Two more instances on the same schema, each with its own memory gate of ALLOWANCE.
    const ALLOWANCE = 4;
    const limited: FastifyInstance[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const db = await PostgresDb.open({ ...postgresPlace(a.db), max: 3 });
        const app = await buildApp({
          config: testConfig({ chatMessagesPer10s: ALLOWANCE, lotteryScheduler: false }),
          db,
          opsToken: OPS_TOKEN,
        });
        await app.ready();
        limited.push(app);
      }
      const [baseC, baseD] = [await listenOn(limited[0]!), await listenOn(limited[1]!)];
      const user = await registerUser(limited[0]!);
      const onC = await join(baseC, '22', user.token);
      const onD = await join(baseD, '22', user.token);
      const answers: any[] = [];
      for (const ws of [onC, onD]) ws.on('message', (data) => answers.push(JSON.parse(data.toString())));
      for (let i = 0; i < ALLOWANCE; i++) {
        onC.send(JSON.stringify({ content: `c${i}`, order: 1 }));
        onD.send(JSON.stringify({ content: `d${i}`, order: 1 }));
      }
      const deadline = Date.now() + 10_000;
      while (answers.filter((f) => f.code === 429).length < ALLOWANCE) {
        if (Date.now() > deadline) throw new Error(`expected ${ALLOWANCE} refusals: ${JSON.stringify(answers)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      await new Promise((r) => setTimeout(r, 200));
      assert.equal(answers.filter((f) => f.code === 429).length, ALLOWANCE);
      const [row] = await a.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages WHERE user_id = $1', [
        user.id,
      ]);
      assert.equal(row!.n, ALLOWANCE);
      onC.close();
      onD.close();
    } finally {
      for (const app of limited) await app.close();
    }
  });
});
