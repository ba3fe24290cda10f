/**
 * Chat broadcast latency: BENCH_CHAT_SOCKETS (default 1,000) receiver sockets in one room of
 * a real listening reference server on loopback; one player posts BENCH_CHAT_MESSAGES (default
 * 200) chat messages, one every BENCH_CHAT_INTERVAL_MS (default 100), and every receiver notes
 * when each arrives. Latency = arrival − send, both read from this process's monotonic clock
 * (the receivers live here too, so their own processing of 1,000 frames per message is in the
 * figure, as it is for real clients on a busy machine).
 *
 * Rows: PGlite, one process; PostgreSQL, one process (NOTIFY round trip); PostgreSQL, two
 * processes with half the receivers on each and the sender on the first (fan-out across
 * processes). The server's per-socket limit (20 frames / 10 s) is kept, so the player sends
 * from several sockets in turn; those sockets are in the room but not measured.
 */
import WebSocket from 'ws';
import { benchPort, startBenchPostgres, startChatServer } from './chat-servers.mjs';
import { fmtInt } from './lib/table.mjs';
import { quantile } from './lib/stats.mjs';

const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS || 1000);
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES || 200);
const INTERVAL_MS = Number(process.env.BENCH_CHAT_INTERVAL_MS || 100);
/** A seeded lottery room (the socket refuses any other id with 4002). */
const ROOM = process.env.BENCH_CHAT_ROOM || '11';
const WARMUP = 10;
/** The server answers 429 past 20 frames per socket per 10 s; stay under it per sender socket. */
const FRAMES_PER_SOCKET_PER_10S = 18;
const OPEN_AT_ONCE = 100;
const DRAIN_TIMEOUT_MS = 15_000;

async function register(baseUrl, name) {
  const password = 'bench1234';
  const res = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password, confirmPass: password, realname: name, paypassword: '123456', code: '' }),
  });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`register failed: ${JSON.stringify(body)}`);
  return body.data.api_token;
}

/** Opens a socket and waits until the server has admitted it to the room (ping → pong). */
function admit(url) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const timer = setTimeout(() => reject(new Error('socket not admitted in 30 s')), 30_000);
    ws.once('error', reject);
    ws.once('close', (code) => reject(new Error(`socket closed with ${code}`)));
    ws.once('open', () => ws.send('ping'));
    ws.once('message', (data) => {
      clearTimeout(timer);
      if (data.toString() !== 'pong') return reject(new Error(`expected pong, got ${data}`));
      ws.removeAllListeners('close');
      resolve(ws);
    });
  });
}

async function openMany(urls) {
  const sockets = [];
  for (let i = 0; i < urls.length; i += OPEN_AT_ONCE)
    sockets.push(...(await Promise.all(urls.slice(i, i + OPEN_AT_ONCE).map(admit))));
  return sockets;
}

const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '—');

/**
 * One measurement: `receiverUrls` (one per receiver socket), the sender on `senderUrl`.
 * Returns per-delivery and per-message (last receiver) latency quantiles.
 */
async function measure({ receiverUrls, senderUrl }) {
  const total = MESSAGES + WARMUP;
  const senderCount = Math.max(1, Math.ceil(10_000 / INTERVAL_MS / FRAMES_PER_SOCKET_PER_10S));
  const receivers = await openMany(receiverUrls);
  const senders = await openMany(Array.from({ length: senderCount }, () => senderUrl));
  const sentAt = new Float64Array(total).fill(NaN);
  const arrivals = Array.from({ length: total }, () => []);
  let delivered = 0;
  const expected = total * receivers.length;
  let allIn;
  const allDelivered = new Promise((resolve) => (allIn = resolve));
  let refused = 0;

  for (const ws of receivers) {
    ws.on('message', (data) => {
      const now = performance.now();
      const text = data.toString();
      if (text === 'pong') return;
      const content = JSON.parse(text).content;
      if (typeof content !== 'string' || !content.startsWith('bench:')) return;
      const seq = Number(content.slice(6));
      arrivals[seq].push(now - sentAt[seq]);
      if (++delivered === expected) allIn();
    });
  }
  for (const ws of senders) {
    ws.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('{"code"')) refused++;
    });
  }

  for (let seq = 0; seq < total; seq++) {
    sentAt[seq] = performance.now();
    senders[seq % senders.length].send(JSON.stringify({ content: `bench:${seq}`, order: 1 }));
    await new Promise((r) => setTimeout(r, INTERVAL_MS));
  }
  await Promise.race([allDelivered, new Promise((r) => setTimeout(r, DRAIN_TIMEOUT_MS))]);
  for (const ws of [...receivers, ...senders]) ws.terminate();

  const measured = arrivals.slice(WARMUP);
  const all = measured.flat().sort((a, b) => a - b);
  const complete = measured
    .filter((a) => a.length === receivers.length)
    .map((a) => Math.max(...a))
    .sort((a, b) => a - b);
  const missing = MESSAGES * receivers.length - all.length;
  return {
    receivers: receivers.length,
    senders: senderCount,
    messages: MESSAGES,
    deliveries: all.length,
    missing,
    refused,
    delivery: { p50: quantile(all, 0.5), p99: quantile(all, 0.99), max: all.at(-1) ?? NaN },
    lastReceiver: { p50: quantile(complete, 0.5), p99: quantile(complete, 0.99) },
  };
}

function row(label, r) {
  return [
    label,
    fmtInt(r.receivers),
    fmtInt(r.deliveries),
    ms(r.delivery.p50),
    ms(r.delivery.p99),
    ms(r.lastReceiver.p50),
    ms(r.lastReceiver.p99),
    fmtInt(r.missing),
  ];
}

async function withServers(specs, fn) {
  const started = [];
  try {
    const taken = [];
    for (const spec of specs) {
      const port = await benchPort(taken);
      taken.push(port);
      // One after another: the first migrates and seeds, the others find it done.
      started.push(await startChatServer({ port, env: spec.env }));
    }
    return await fn(started);
  } finally {
    for (const s of started) await s.stop();
  }
}

async function scenario(servers) {
  const stamp = Date.now().toString(36).slice(-6);
  const senderToken = await register(servers[0].baseUrl, `bsend${stamp}`);
  const receiverToken = await register(servers[0].baseUrl, `brecv${stamp}`);
  const query = (token) => `?roomid=${ROOM}&_token=${token}`;
  const receiverUrls = Array.from(
    { length: SOCKETS },
    (_, i) => servers[i % servers.length].wsUrl + query(receiverToken),
  );
  return measure({ receiverUrls, senderUrl: servers[0].wsUrl + query(senderToken) });
}

export default {
  name: 'chat',
  title: `Chat broadcast latency: ${fmtInt(SOCKETS)} sockets in one room, ${MESSAGES} messages every ${INTERVAL_MS} ms`,
  needsServer: false,
  needsBuild: false,
  async run() {
    const data = {};
    const table = [];
    const notes = [
      'delivery: send → arrival at one receiver, over every (message, receiver) pair; last receiver: send → arrival at the slowest receiver of each message.',
      `the ${WARMUP} first messages warm up and are not counted; the player sends from ${Math.max(1, Math.ceil(10_000 / INTERVAL_MS / FRAMES_PER_SOCKET_PER_10S))} sockets in turn (per-socket limit kept).`,
      'server and receivers share this machine: the receivers parse every frame in one Node process, which is part of the figure.',
    ];

    data.pglite = await withServers([{ env: {} }], scenario);
    table.push(row('PGlite, 1 process', data.pglite));

    const pg = await startBenchPostgres();
    if (pg.error) {
      notes.push(`PostgreSQL rows skipped: ${pg.error}`);
    } else {
      try {
        const env = { DATABASE_URL: pg.url };
        data.postgres1 = await withServers([{ env }], scenario);
        table.push(row('PostgreSQL, 1 process (NOTIFY)', data.postgres1));
        data.postgres2 = await withServers([{ env }, { env }], scenario);
        table.push(row('PostgreSQL, 2 processes (NOTIFY)', data.postgres2));
      } finally {
        pg.stop();
      }
    }
    for (const [name, r] of Object.entries(data)) {
      if (r.missing > 0 || r.refused > 0)
        notes.push(`${name}: ${fmtInt(r.missing)} deliveries missing, ${fmtInt(r.refused)} sends refused`);
    }
    return {
      headers: [
        'setup',
        'receivers',
        'deliveries',
        'delivery p50',
        'delivery p99',
        'last receiver p50',
        'last receiver p99',
        'missing',
      ],
      rows: table,
      notes,
      data,
    };
  },
};
