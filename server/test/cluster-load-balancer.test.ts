/**
 * docs/nginx/load-balancer.conf for real: nginx (when installed) in front of two server processes
 * on one PostgreSQL database serves a stand-in build and balances the rest over both: calls reach
 * both processes, the site's readiness (/readyz) passes through, the chat socket upgrades and gets
 * the room's messages from the other process, X-Forwarded-For counts only from TRUST_PROXY's address,
 * a process draining (SIGTERM) gets no new call but finishes its own and is used again once back,
 * and when a process is SIGKILLed its chat socket reconnects to the other one and calls and the
 * readiness check fail over without an error. The processes count as started once their own
 * /readyz answers (server-process.ts). Which process answered
 * is read from a header the test's own http block adds ($upstream_addr), not from the shipped file.
 * PostgreSQL only (two processes need one database to share).
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import WebSocket from 'ws';
import { REPO_ROOT } from '../src/config.ts';
import type { Db } from '../src/db/types.ts';
import { admitted, closedWith, frameWhere } from './chat-support.ts';
import { ENGINE, testDb, uniqueName } from './helpers.ts';
import { LISTEN_80, nginxSkip, startNginx, substitute, type RunningNginx } from './nginx-support.ts';
import { databaseUrlOf, freePort, post, ServerProcess } from './server-process.ts';

const CONF = join(REPO_ROOT, 'docs', 'nginx', 'load-balancer.conf');
const skip = ENGINE !== 'postgres' ? 'PostgreSQL only (DATABASE_URL unset)' : nginxSkip('the load-balancer test');
/** The address the test's client calls from: not nginx's own (127.0.0.1), so the two differ. */
const CLIENT_ADDRESS = '127.0.0.3';
const ROOM = '11';

/** A POST from `localAddress`, with any headers; resolves with the JSON answer. */
function postFrom(localAddress: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  return new Promise<any>((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      localAddress,
      headers: { 'content-type': 'application/json', ...headers },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += String(chunk)));
      res.on('end', () => resolve(JSON.parse(text)));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/**
 * POST /api/app straight to a process with its body held back: the process has the request (its
 * 100 Continue came) and waits for the rest, so the call is in flight until `finish()` sends it.
 */
function heldCall(base: string): { arrived: Promise<void>; finish: () => Promise<any> } {
  const body = '{}';
  const req = request(`${base}/api/app`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(body.length), expect: '100-continue' },
  });
  const answer = new Promise<any>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += String(chunk)));
      res.on('end', () => resolve(JSON.parse(text)));
    });
    req.on('error', reject);
  });
  const arrived = new Promise<void>((resolve) => req.once('continue', () => resolve()));
  req.flushHeaders();
  return {
    arrived,
    finish: () => {
      req.end(body);
      return answer;
    },
  };
}

/** Whether a new TCP connection to the process is refused (no pooled HTTP connection can answer for it). */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });

/** Polls `check` every 100 ms until it holds, failing after `timeoutMs`. */
async function until(check: () => Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    assert.ok(Date.now() < deadline, `waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A registration's body with a fresh name. */
function registration(prefix: string) {
  const name = uniqueName(prefix);
  return { name, password: 'secret123', confirmPass: 'secret123', realname: name, paypassword: 'secret123#p' };
}

describe('nginx in front of two server processes (docs/nginx/load-balancer.conf)', { skip }, () => {
  let db: Db;
  let procs: ServerProcess[];
  let build: string;
  let nginx: RunningNginx;
  let base: string;

  before(async () => {
    db = await testDb();
    const url = databaseUrlOf(db);
    // The lottery clock is not what this file tests: off, to leave the processes idle.
    const extra = { TRUST_PROXY: '127.0.0.1', LOTTERY_SCHEDULER: 'off' };
    procs = [
      new ServerProcess('A', url, await freePort(), extra),
      new ServerProcess('B', url, await freePort(), extra),
    ];
    build = mkdtempSync(join(tmpdir(), 'tg-build-'));
    mkdirSync(join(build, '_next', 'static', 'chunks'), { recursive: true });
    writeFileSync(join(build, 'index.html'), '<!doctype html><title>tg build</title>');
    writeFileSync(join(build, '_next', 'static', 'chunks', 'app.js'), 'console.log(1);');
    // The build's own file is the site's policy; a stand-in with one header the test can see.
    writeFileSync(join(build, 'security-headers.nginx.conf'), 'add_header X-Content-Type-Options "nosniff" always;\n');
    const [, startedNginx] = await Promise.all([
      Promise.all(procs.map((p) => p.start())),
      startNginx({
        site: (port) =>
          substitute(CONF, [
            LISTEN_80(port),
            ['/srv/tg/out', build],
            ['127.0.0.1:8080', `127.0.0.1:${procs[0]!.port}`],
            ['127.0.0.1:8090', `127.0.0.1:${procs[1]!.port}`],
          ]),
        http: 'add_header X-Upstream $upstream_addr always;',
      }),
    ]);
    nginx = startedNginx;
    base = nginx.base;
  });
  after(async () => {
    await nginx?.stop();
    for (const p of procs ?? []) await p.dispose();
    await db?.close();
    if (build) rmSync(build, { recursive: true, force: true });
  });

  /** The process that answered: the last address of nginx's $upstream_addr ("a:1, b:2" after a failover). */
  const portOf = (upstream: string | null) => Number(String(upstream).split(', ').at(-1)!.split(':')[1]);

  /** `count` calls of POST /api/app through nginx, each answered without an error: the processes that answered. */
  async function callsAnsweredBy(count: number): Promise<number[]> {
    const ports: number[] = [];
    for (let i = 0; i < count; i++) {
      const r = await fetch(`${base}/api/app`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      assert.equal(r.status, 200, nginx.errorLog());
      assert.equal(((await r.json()) as { code: number }).code, 200);
      ports.push(portOf(r.headers.get('x-upstream')));
    }
    return ports;
  }

  /** The site's readiness as a checker in front of nginx sees it (docs/nginx/load-balancer.conf's /readyz). */
  async function readyThroughNginx(): Promise<unknown> {
    const r = await fetch(`${base}/readyz`);
    assert.equal(r.status, 200, nginx.errorLog());
    assert.equal(r.headers.get('cache-control'), 'no-store');
    return r.json();
  }

  async function register(): Promise<{ token: string; id: number }> {
    const r = await post(base, '/api/register', registration('lb'));
    assert.equal(r.body.code, 200, JSON.stringify(r.body));
    return { token: r.body.data.api_token, id: r.body.data.id };
  }

  /** A socket to the room through nginx (or straight to a process); resolves once admitted. */
  async function enter(token: string, via = base): Promise<{ ws: WebSocket; port: number }> {
    const ws = new WebSocket(`${via.replace('http', 'ws')}/wss?roomid=${ROOM}&_token=${token}`, { origin: via });
    const port = await new Promise<number>((resolve, reject) => {
      ws.once('upgrade', (res) => {
        const upstream = res.headers['x-upstream'];
        resolve(typeof upstream === 'string' ? portOf(upstream) : Number(new URL(via).port));
      });
      ws.once('error', reject);
    });
    await new Promise((resolve) => (ws.readyState === ws.OPEN ? resolve(null) : ws.once('open', resolve)));
    await admitted(ws);
    return { ws, port };
  }

  it('the build comes from nginx with its headers; calls reach both processes', async () => {
    const page = await fetch(`${base}/`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /tg build/);
    assert.equal(page.headers.get('cache-control'), 'no-cache');
    assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
    const chunk = await fetch(`${base}/_next/static/chunks/app.js`);
    assert.equal(chunk.status, 200);
    assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');

    const answered = new Set(await callsAnsweredBy(4));
    assert.deepEqual([...answered].sort(), procs.map((p) => p.port).sort());
    assert.deepEqual(await readyThroughNginx(), { status: 'ready' });
  });

  it("X-Forwarded-For: nginx's hop is believed (TRUST_PROXY), a client's own claim never", async () => {
    const registeredIp = async (url: string, forwarded: string) => {
      const r = await postFrom(CLIENT_ADDRESS, url, registration('fw'), { 'x-forwarded-for': forwarded });
      assert.equal(r.code, 200, JSON.stringify(r));
      const [row] = await db.query<{ register_ip: string }>('SELECT register_ip FROM users WHERE id = $1', [r.data.id]);
      return row!.register_ip;
    };
    // Through nginx: the client's own address, not nginx's, and not what the client claimed.
    assert.equal(await registeredIp(`${base}/api/register`, '203.0.113.7'), CLIENT_ADDRESS);
    // Straight to a process from an address TRUST_PROXY does not name: the header is ignored.
    assert.equal(await registeredIp(`${procs[0]!.base}/api/register`, '203.0.113.7'), CLIENT_ADDRESS);
    assert.match(procs[0]!.output, /X-Forwarded-For from 127\.0\.0\.3 ignored: not a trusted proxy/);
  });

  it('the chat socket upgrades through nginx and gets what is said on the other process', async () => {
    const user = await register();
    const viaNginx = await enter(user.token);
    const other = procs.find((p) => p.port !== viaNginx.port)!;
    const direct = await enter(user.token, other.base);
    const heard = frameWhere(viaNginx.ws, (f) => f.content === '另一进程说的');
    direct.ws.send(JSON.stringify({ content: '另一进程说的', order: 1 }));
    assert.equal((await heard).content, '另一进程说的');
    viaNginx.ws.close();
    direct.ws.close();
  });

  it('a process draining (SIGTERM): it takes no new connection, nginx sends the calls to the other, its call in flight is answered', async () => {
    const [draining, other] = procs;
    const inFlight = heldCall(draining!.base);
    await inFlight.arrived;
    const exited = draining!.stop('SIGTERM');
    // Draining: the listener is closed (a new connection is refused) while the call in flight runs on.
    await until(() => refused(draining!.port), 'the draining process to close its listener');
    assert.ok(draining!.running, 'still draining: it finishes the call in flight first');

    // nginx's next attempt there is refused: every call goes to the other process, none fails.
    assert.deepEqual(await callsAnsweredBy(4), [other!.port, other!.port, other!.port, other!.port]);
    assert.deepEqual(await readyThroughNginx(), { status: 'ready' });

    const answer = await inFlight.finish();
    assert.equal(answer.code, 200, 'the call in flight is answered before the process exits');
    await exited;

    // Started again, it gets calls once fail_timeout (10 s) after its last refusal has passed.
    await draining!.start();
    await until(async () => (await callsAnsweredBy(1))[0] === draining!.port, 'nginx to try it again', 15_000);
  });

  it('a process SIGKILLed: its socket reconnects through nginx to the other one, calls fail over', async () => {
    const user = await register();
    const first = await enter(user.token);
    const doomed = procs.find((p) => p.port === first.port)!;
    const survivor = procs.find((p) => p !== doomed)!;
    const closed = closedWith(first.ws);
    await doomed.stop('SIGKILL');
    assert.equal(await closed, 1006, 'an abnormal close: the client must reconnect');

    // The client's retry (the PWA backs off from 1 s): nginx skips the dead process.
    const again = await enter(user.token);
    assert.equal(again.port, survivor.port);
    const watcher = await enter(user.token, survivor.base);
    const heard = frameWhere(again.ws, (f) => f.content === '重连之后');
    watcher.ws.send(JSON.stringify({ content: '重连之后', order: 1 }));
    assert.equal((await heard).content, '重连之后');

    // Calls: a POST that never reached the dead process goes to the live one; no error reaches the client.
    assert.deepEqual(await callsAnsweredBy(4), [survivor.port, survivor.port, survivor.port, survivor.port]);
    assert.deepEqual(await readyThroughNginx(), { status: 'ready' }, 'the site is ready while one process is');
    const balance = await post(base, '/api/balance', {}, { token: user.token });
    assert.equal(balance.body.code, 200);
    again.ws.close();
    watcher.ws.close();
  });
});
