/**
 * X-Forwarded-For counts only from TRUST_PROXY's peers: from any other peer it is ignored (the
 * client address, kept e.g. as a registration's address, is the connection's own) and the first
 * such request in a process is logged as a warning. The live start needs TRUST_PROXY said
 * (site-mode.test.ts).
 */
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { describe, it } from 'node:test';
import { buildApp } from '../src/app.ts';
import { isProxyEntry, trustedPeer } from '../src/lib/trusted-proxies.ts';
import { call, OPS_TOKEN, testConfig, testDb, uniqueName } from './helpers.ts';

/** An app with TRUST_PROXY = `trustProxy`, its warnings collected. */
async function appTrusting(trustProxy: string[]) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    config: testConfig({ trustProxy, lotteryScheduler: false }),
    db: await testDb(),
    opsToken: OPS_TOKEN,
    logger: { level: 'warn', stream },
  });
  const warnings = () =>
    lines
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .filter((l) => l.level === 40 && l.msg.includes('X-Forwarded-For'));
  /** Registers from `peer` claiming `forwarded`; the address the server kept. */
  const registeredFrom = async (peer: string, forwarded: string) => {
    const name = uniqueName('fw');
    const r = await call(app, '/api/register', {
      remoteAddress: peer,
      headers: { 'x-forwarded-for': forwarded },
      body: { name, password: 'secret123', confirmPass: 'secret123', realname: name, paypassword: 'secret123' },
    });
    assert.equal(r.body.code, 200, r.text);
    const [row] = await app.db.query<{ register_ip: string }>('SELECT register_ip FROM users WHERE id = $1', [
      r.body.data.id,
    ]);
    return row!.register_ip;
  };
  return { app, warnings, registeredFrom };
}

describe('forwarded headers', () => {
  it('TRUST_PROXY entries are addresses or CIDR ranges; a peer is tested against them (IPv4-mapped too)', () => {
    assert.deepEqual(
      ['10.0.0.1', '10.0.0.0/8', '2001:db8::/32', '::1', 'loopback', '10.0.0.0/40', 'a/8'].map(isProxyEntry),
      [true, true, true, true, false, false, false],
    );
    const trusted = trustedPeer(['10.0.0.0/8', '2001:db8::1']);
    assert.deepEqual(['10.1.2.3', '::ffff:10.1.2.3', '2001:db8::1', '2001:db8::2', '192.0.2.1', ''].map(trusted), [
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('TRUST_PROXY=none: X-Forwarded-For is ignored, and the first one is logged once as a warning', async () => {
    const { app, warnings, registeredFrom } = await appTrusting([]);
    try {
      assert.equal(await registeredFrom('198.51.100.7', '203.0.113.99'), '198.51.100.7');
      assert.equal(await registeredFrom('198.51.100.8', '203.0.113.98'), '198.51.100.8');
      assert.deepEqual(
        warnings().map((w) => w.msg),
        [
          "X-Forwarded-For from 198.51.100.7 ignored: not a trusted proxy (TRUST_PROXY=none); the client address is the connection's own. If a proxy of yours sent it, add its address to TRUST_PROXY. (Logged once per process.)",
        ],
      );
    } finally {
      await app.close();
    }
  });

  it('a listed proxy names the client; a peer outside the list does not, and is warned about', async () => {
    const { app, warnings, registeredFrom } = await appTrusting(['10.0.0.0/8']);
    try {
      assert.equal(await registeredFrom('10.1.2.3', '203.0.113.50'), '203.0.113.50');
      assert.deepEqual(warnings(), []);
      assert.equal(await registeredFrom('198.51.100.9', '203.0.113.51'), '198.51.100.9');
      assert.deepEqual(
        warnings().map((w) => w.msg),
        [
          "X-Forwarded-For from 198.51.100.9 ignored: not a trusted proxy (TRUST_PROXY=10.0.0.0/8); the client address is the connection's own. If a proxy of yours sent it, add its address to TRUST_PROXY. (Logged once per process.)",
        ],
      );
    } finally {
      await app.close();
    }
  });
});
