/**
 * (c) POST /api/balance throughput with a real logged-in token against the reference
 * server, next to a bare Fastify route that returns the same JSON, so the cost of the
 * server's own work (auth, database, envelope) is visible. autocannon, 20 connections.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { freePort } from './lib/ports.mjs';
import { fmtInt } from './lib/table.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION_S || 10);
const CONNECTIONS = 20;

async function post(url, body, token) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

/** Registers a fresh player and logs in; throws with the server's answer if either fails. */
async function loggedInToken(baseUrl) {
  const name = `bench${Date.now().toString(36).slice(-8)}`;
  const password = 'bench1234';
  const reg = await post(`${baseUrl}/api/register`, {
    name,
    password,
    confirmPass: password,
    realname: name,
    paypassword: '123456',
    code: '',
  });
  if (JSON.parse(reg.text).code !== 200) throw new Error(`register failed: ${reg.text}`);
  const login = await post(`${baseUrl}/api/login_pc`, { name, password });
  const token = JSON.parse(login.text).data?.api_token;
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

/** A Fastify app with nothing but one route answering `body`: the framework's ceiling here. */
async function startBareFastify(body) {
  const app = Fastify({ logger: false });
  app.post('/api/balance', async (_req, reply) =>
    reply.header('content-type', 'application/json; charset=utf-8').send(body),
  );
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}/api/balance`, close: () => app.close() };
}

const row = (label, r) => [
  label,
  fmtInt(r.requests.average),
  `${r.latency.p50} ms`,
  `${r.latency.p99} ms`,
  fmtInt(r.non2xx),
  fmtInt(r.errors + r.timeouts),
];

export default {
  name: 'balance',
  title: `POST /api/balance, autocannon ${CONNECTIONS} connections x ${DURATION_S} s`,
  needsServer: true,
  async run(ctx) {
    const { baseUrl } = await ctx.server();
    const token = await loggedInToken(baseUrl);
    const sample = await post(`${baseUrl}/api/balance`, {}, token);
    if (JSON.parse(sample.text).code !== 200)
      throw new Error(`/api/balance with a fresh token answered ${sample.text}`);

    const ref = await cannon(`${baseUrl}/api/balance`, token);
    const bare = await startBareFastify(sample.text);
    let plain;
    try {
      plain = await cannon(bare.url, token);
    } finally {
      await bare.close();
    }
    return {
      headers: ['server', 'req/s', 'p50', 'p99', 'non-2xx', 'errors'],
      rows: [row('reference server', ref), row('bare Fastify, same JSON', plain)],
      notes: [
        `Answer body: ${sample.text}`,
        `Reference server database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in a temporary folder'}; it takes your environment (LOG_LEVEL, DATABASE_URL, ...).`,
        'A non-2xx count on the reference server usually means its rate limit answered (429).',
        'Both run in this machine alongside autocannon; compare them with each other, not across machines.',
      ],
      data: {
        reference: {
          rps: ref.requests.average,
          p50: ref.latency.p50,
          p99: ref.latency.p99,
          non2xx: ref.non2xx,
          errors: ref.errors,
        },
        bareFastify: {
          rps: plain.requests.average,
          p50: plain.latency.p50,
          p99: plain.latency.p99,
          non2xx: plain.non2xx,
          errors: plain.errors,
        },
      },
    };
  },
};
