/**
 * /api/transfer over HTTP for the ledger bench (ledger.mjs): a reference server (its own process,
 * request logs at info) on the given database, PLAYERS funded players, and autocannon posting
 * transfers main → venue and back in turn, each connection as one player, no Idempotency-Key (so
 * every request moves money). Counts only answers with code 200 as transfers.
 */
import autocannon from 'autocannon';
import { postJson, registerPlayer } from './lib/bench-player.mjs';
import { cpuSecondsOfTree, postmasterPid } from './lib/proc-cpu.mjs';
import { startReferenceServer } from './lib/reference-server.mjs';

const OPS_TOKEN = 'bench-ops-token-0123456789';
const PLAYERS = 16;
const CONNECTIONS = 16;

async function fundedPlayer(baseUrl, i) {
  const name = `bt${i}${Date.now().toString(36).slice(-6)}`;
  const token = await registerPlayer(baseUrl, name);
  const credit = await postJson(
    `${baseUrl}/admin/credit`,
    { username: name, amount: '100000.00' },
    { authorization: `Bearer ${OPS_TOKEN}` },
  );
  if (credit.json?.code !== 200) throw new Error(`credit failed: ${credit.text}`);
  return token;
}

/** `server` (optional) passes `main` and `nodeArgs` on to startReferenceServer. */
export async function measureHttpTransfers(env, seconds, server = {}) {
  const reference = await startReferenceServer({
    env: { LOG_LEVEL: 'info', OPS_TOKEN, REGISTER_RATE_PER_MIN: '0', LOTTERY_SCHEDULER: '0', ...env },
    staticDir: false,
    ...server,
  });
  try {
    const tokens = [];
    for (let i = 0; i < PLAYERS; i++) tokens.push(await fundedPlayer(reference.baseUrl, i));
    const bodies = [
      JSON.stringify({ amount: '1.00', sourcetype: 'userbalance', targettype: 'ag' }),
      JSON.stringify({ amount: '1.00', sourcetype: 'ag', targettype: 'userbalance' }),
    ];
    let ok = 0;
    let refused = 0;
    let firstRefusal = null;
    let connection = 0;
    const sent = new Array(PLAYERS).fill(0);
    // CLOCK_MONOTONIC microseconds, the clock of a V8 .cpuprofile's timestamps (lib/cpu-profile.mjs).
    const startUs = Number(process.hrtime.bigint() / 1000n);
    // CPU of the server and of PostgreSQL (its postmaster's tree) over the run, when readable.
    const postmaster = postmasterPid(new URL(env.DATABASE_URL ?? 'postgres://x:1').port);
    const cpuBefore = [cpuSecondsOfTree(reference.pid), cpuSecondsOfTree(postmaster)];
    const result = await autocannon({
      url: `${reference.baseUrl}/api/transfer`,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          // Round robin over the players; each player's own sends alternate main → venue, venue → main.
          setupRequest: (req) => {
            const player = connection++ % PLAYERS;
            const n = sent[player]++;
            return {
              ...req,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[player]}` },
              body: bodies[n % 2],
            };
          },
          onResponse: (_status, body) => {
            if (body.startsWith('{"code":200')) ok++;
            else if (refused++ === 0) firstRefusal = body.slice(0, 200);
          },
        },
      ],
    });
    const endUs = Number(process.hrtime.bigint() / 1000n);
    const cpuAfter = [cpuSecondsOfTree(reference.pid), cpuSecondsOfTree(postmaster)];
    const perTransfer = (i) =>
      cpuBefore[i] === null || cpuAfter[i] === null || ok === 0 ? null : ((cpuAfter[i] - cpuBefore[i]) * 1000) / ok;
    return {
      /** CPU milliseconds per transfer answered 200: the server process, PostgreSQL (null: unreadable). */
      cpuMs: { server: perTransfer(0), postgres: perTransfer(1) },
      window: { startUs, endUs },
      perSecond: ok / seconds,
      p50: result.latency.p50,
      p99: result.latency.p99,
      refused,
      firstRefusal,
      connections: CONNECTIONS,
      players: PLAYERS,
    };
  } finally {
    await reference.stop();
  }
}
