/**
 * POST /api/balance throughput (every logged-in player polls it every 2.5 s) with a real
 * logged-in token, on PGlite and on a private PostgreSQL this bench starts (and stops), each
 * next to a bare Fastify route answering the same JSON in the same run, so the cost of the
 * server's own work (auth, cache or database, envelope, logs) shows as a ratio. The reference
 * server logs requests at info (LOG_LEVEL, to /dev/null) as in production. autocannon,
 * 20 connections, BENCH_DURATION_S (default 10) per row.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { BENCH_PASSWORD, postJson, registerPlayer } from './lib/bench-player.mjs';
import { ROOT } from './lib/paths.mjs';
import { freePort } from './lib/ports.mjs';
import { startPrivatePostgres } from './lib/postgres.mjs';
import { stopChild } from './lib/processes.mjs';
import { startReferenceServer } from './lib/reference-server.mjs';
import { fmtInt } from './lib/table.mjs';

/** The front end's polling period: one process carries rate × this many players. */
const POLL_EVERY_S = 2.5;
const LOG_LEVEL = process.env.BENCH_BALANCE_LOG_LEVEL || 'info';
const BARE_WORKER = path.join(ROOT, 'scripts/bench/balance-bare.mjs');

const DURATION_S = Number(process.env.BENCH_DURATION_S || 10);
const CONNECTIONS = 20;

/** Registers a fresh player and logs in; throws with the server's answer if either fails. */
async function loggedInToken(baseUrl) {
  const name = `bench${Date.now().toString(36).slice(-8)}`;
  await registerPlayer(baseUrl, name);
  const login = await postJson(`${baseUrl}/api/login_pc`, { name, password: BENCH_PASSWORD });
  const token = login.json?.data?.api_token;
  if (!token) throw new Error(`login_pc failed: ${login.text}`);
  return token;
}

function cannon(url, token) {
  return autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  });
}

/** A Fastify app with nothing but one route answering `body`, in this process (beside autocannon). */
async function startBareFastify(body) {
  const app = Fastify({ logger: false });
  app.post('/api/balance', async (_req, reply) =>
    reply.header('content-type', 'application/json; charset=utf-8').send(body),
  );
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}/api/balance`, close: () => app.close() };
}

/** The same bare app in its own process (balance-bare.mjs), as the reference server runs. */
async function startBareProcess(body) {
  const port = await freePort();
  const child = spawn(process.execPath, [BARE_WORKER], {
    env: { ...process.env, BARE_PORT: String(port), BARE_BODY: body },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare Fastify process exited with ${code}`)));
    child.stdout.once('data', resolve);
  });
  child.removeAllListeners('exit');
  const close = () => stopChild(child);
  return { url: `http://127.0.0.1:${port}/api/balance`, close };
}

async function cannonOn(start, body, token) {
  const server = await start(body);
  try {
    return figures(await cannon(server.url, token));
  } finally {
    await server.close();
  }
}

const figures = (r) => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
});

/** One engine: the reference server and the bare route, one after the other, same load. */
async function measureEngine(env) {
  const server = await startReferenceServer({ env: { LOG_LEVEL, ...env }, staticDir: false });
  try {
    const { baseUrl } = server;
    const token = await loggedInToken(baseUrl);
    const sample = await postJson(`${baseUrl}/api/balance`, {}, { authorization: `Bearer ${token}` });
    if (JSON.parse(sample.text).code !== 200)
      throw new Error(`/api/balance with a fresh token answered ${sample.text}`);
    const load = os.loadavg()[0];
    const reference = figures(await cannon(`${baseUrl}/api/balance`, token));
    const bareProcess = await cannonOn(startBareProcess, sample.text, token);
    const bareInClient = await cannonOn(startBareFastify, sample.text, token);
    return { reference, bareProcess, bareInClient, body: sample.text, load };
  } finally {
    await server.stop();
  }
}

const rows = (engine, m) => {
  const line = (label, r, extra) => [
    `${engine}: ${label}`,
    fmtInt(r.rps),
    `${r.p50} ms`,
    `${r.p99} ms`,
    fmtInt(r.non2xx),
    fmtInt(r.errors),
    ...extra,
  ];
  const pct = (r) => `${((m.reference.rps / r.rps) * 100).toFixed(0)} %`;
  return [
    line('reference server', m.reference, ['', '', fmtInt(m.reference.rps * POLL_EVERY_S)]),
    line('bare Fastify, own process', m.bareProcess, [pct(m.bareProcess), '', '']),
    line("bare Fastify, in autocannon's process", m.bareInClient, ['', pct(m.bareInClient), '']),
  ];
};

export default {
  name: 'balance',
  title: `POST /api/balance, autocannon ${CONNECTIONS} connections x ${DURATION_S} s per row, request logs at ${LOG_LEVEL}`,
  needsServer: false,
  needsBuild: false,
  async run() {
    const data = {};
    const table = [];
    const notes = [];
    data.pglite = await measureEngine({});
    table.push(...rows('PGlite', data.pglite));
    const pg = await startPrivatePostgres();
    if (pg.error) {
      notes.push(`PostgreSQL skipped: ${pg.error}`);
    } else {
      try {
        data.postgres = await measureEngine({ DATABASE_URL: pg.url });
        table.push(...rows('PostgreSQL', data.postgres));
      } finally {
        pg.stop();
      }
    }
    for (const [engine, m] of Object.entries(data)) {
      m.ratio = m.reference.rps / m.bareProcess.rps;
      m.ratioInClient = m.reference.rps / m.bareInClient.rps;
      m.pollingPlayers = m.reference.rps * POLL_EVERY_S;
      notes.push(`${engine}: 1-minute load average ${m.load.toFixed(2)} on ${os.cpus().length} CPUs when it started`);
    }
    notes.push(
      "ref / bare: the reference server's rate over the bare route's. The bare route in its own process faces autocannon as the reference server does; in autocannon's own process (the earlier way) it skips a process switch per request and runs faster.",
      `polling players = reference req/s x ${POLL_EVERY_S} s: how many logged-in players one process answers at the front end's polling period.`,
      `Answer body: ${data.pglite.body}`,
      'A non-2xx count on the reference server usually means its rate limit answered (429).',
      'Both run in this machine alongside autocannon; compare them with each other, not across machines.',
    );
    return {
      headers: [
        'engine: server',
        'req/s',
        'p50',
        'p99',
        'non-2xx',
        'errors',
        'ref / bare (process)',
        'ref / bare (in client)',
        'polling players',
      ],
      rows: table,
      notes,
      data,
    };
  },
};
