/**
 * POST /api/balance latency (p50, p95) while N members hammer the pay password (bindcard with a
 * wrong pay password: every check that gets past the guards costs one scrypt on libuv's pool).
 * Three rows on PGlite, each on a fresh reference server: the balance poll alone (this machine's
 * figure, the baseline), with the server's guards (LOGIN_FAIL_LIMIT, PAY_CHECK_LIMIT), and with
 * the guards off (LOGIN_FAIL_LIMIT=0: only the process-wide hashing gate stands between the
 * hammer and the thread pool; its refusals are the 服务器繁忙 answers counted).
 * BENCH_PAY_MEMBERS (default 8) hammering members, each with 8 requests in flight (64 in all: more than the gate holds);
 * 4 balance pollers; BENCH_DURATION_S (default 10) per row.
 */
import os from 'node:os';
import { postJson, registerPlayer } from './lib/bench-player.mjs';
import { startReferenceServer } from './lib/reference-server.mjs';
import { fmtInt } from './lib/table.mjs';
import { quantile } from './lib/stats.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S || 10);
const MEMBERS = Number(process.env.BENCH_PAY_MEMBERS || 8);
const IN_FLIGHT_PER_MEMBER = 8;
const POLLERS = 4;

/** Sends `send()` back to back from `lanes` loops until `until`; returns each answer's ms and code. */
async function loop(lanes, until, send) {
  const samples = [];
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (Date.now() < until) {
        const start = performance.now();
        const r = await send();
        samples.push({ ms: performance.now() - start, code: r.json?.code ?? r.status });
      }
    }),
  );
  return samples;
}

const bindWrong = (baseUrl, token, n) =>
  postJson(
    `${baseUrl}/api/bindcard`,
    {
      bank: '中国工商银行',
      bank_no: `62220210${String(n).padStart(8, '0')}`,
      bank_owner: '张三',
      bank_address: '深圳',
      pay_pass: 'wrong999',
    },
    { authorization: `Bearer ${token}` },
  );

async function measure(env, hammer) {
  const server = await startReferenceServer({
    env: { LOG_LEVEL: 'warn', REGISTER_RATE_PER_MIN: '0', ...env },
    staticDir: false,
  });
  try {
    const { baseUrl } = server;
    const stamp = Date.now().toString(36).slice(-6);
    const poller = await registerPlayer(baseUrl, `poll${stamp}`);
    const members = hammer
      ? await Promise.all(Array.from({ length: MEMBERS }, (_, i) => registerPlayer(baseUrl, `ham${stamp}${i}`)))
      : [];
    const load = os.loadavg()[0];
    const until = Date.now() + DURATION_S * 1000;
    let n = 0;
    const [polls, ...hammered] = await Promise.all([
      loop(POLLERS, until, () => postJson(`${baseUrl}/api/balance`, {}, { authorization: `Bearer ${poller}` })),
      ...members.map((token) => loop(IN_FLIGHT_PER_MEMBER, until, () => bindWrong(baseUrl, token, ++n))),
    ]);
    const ms = polls.map((s) => s.ms).sort((a, b) => a - b);
    const checks = hammered.flat();
    const count = (code) => checks.filter((s) => s.code === code).length;
    return {
      polls: polls.length,
      p50: quantile(ms, 0.5, 0),
      p95: quantile(ms, 0.95, 0),
      pollFailures: polls.filter((s) => s.code !== 200).length,
      checks: checks.length,
      compared: count(520),
      limited: count(429),
      busy: count(503),
      load,
    };
  } finally {
    await server.stop();
  }
}

export default {
  name: 'pay-hammer',
  title: `POST /api/balance while ${MEMBERS} members hammer the pay password (${IN_FLIGHT_PER_MEMBER} in flight each), ${DURATION_S} s per row, PGlite`,
  needsServer: false,
  needsBuild: false,
  async run() {
    const data = {
      alone: await measure({}, false),
      guarded: await measure({}, true),
      gateOnly: await measure({ LOGIN_FAIL_LIMIT: '0' }, true),
    };
    const row = (label, m) => [
      label,
      `${m.p50.toFixed(1)} ms`,
      `${m.p95.toFixed(1)} ms`,
      fmtInt(m.polls / DURATION_S),
      fmtInt(m.pollFailures),
      fmtInt(m.checks),
      fmtInt(m.compared),
      fmtInt(m.limited),
      fmtInt(m.busy),
      m.load.toFixed(2),
    ];
    return {
      headers: [
        'row',
        'balance p50',
        'balance p95',
        'balance req/s',
        'balance not 200',
        'pay checks sent',
        'compared (520)',
        '429',
        '503 busy',
        'load',
      ],
      rows: [
        row('this machine: balance alone', data.alone),
        row('hammer, guards on (server defaults)', data.guarded),
        row('hammer, guards off (hashing gate only)', data.gateOnly),
      ],
      notes: [
        `load: the 1-minute load average on ${os.cpus().length} CPUs when the row started.`,
        'guards on: 5 wrong answers per member in 5 minutes (LOGIN_FAIL_LIMIT), 10 checks in 10 minutes (PAY_CHECK_LIMIT); the rest answer 429 before any hashing.',
        'guards off: every check reaches scrypt; at most 2 run at once and 32 wait, the rest answer 503 服务器繁忙 at once.',
        'The hammering clients, the pollers and the server share this machine; compare the rows with each other, not across machines.',
      ],
      data,
    };
  },
};
