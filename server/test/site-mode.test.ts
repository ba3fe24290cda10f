/**
 * Two explicit modes: the demo site (npm start) and the live site (NODE_ENV=production or
 * SITE_MODE=live). The live site refuses every unsafe start with a clear reason, seeds no demo
 * member or receiving account, and has no sandbox page at all.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { buildApp } from '../src/app.ts';
import { migrate } from '../src/db/migrate.ts';
import { PgliteDb } from '../src/db/pglite.ts';
import { seedLive } from '../src/seed/demo.ts';
import { modeLine, operatorRefusal, startupRefusals } from '../src/site-mode.ts';
import { call, createTestApp, DEMO_PASSWORD, loginAs, OPS_TOKEN } from './helpers.ts';
import { loadConfig, SERVER_ROOT } from '../src/config.ts';
import { dayFromNow, LIVE_ENV } from './live-env.ts';

const LIVE_OK = LIVE_ENV;
const refusalsFor = (env: Record<string, string>) => startupRefusals(loadConfig(env), env);

describe('site mode: which site is this', () => {
  it('demo by default, live with NODE_ENV=production or SITE_MODE=live; a bad SITE_MODE is an error', () => {
    assert.equal(loadConfig({}).siteMode, 'demo');
    assert.equal(loadConfig({ NODE_ENV: 'production' }).siteMode, 'live');
    assert.equal(loadConfig({ SITE_MODE: 'live' }).siteMode, 'live');
    assert.throws(() => loadConfig({ SITE_MODE: 'prod' }), /SITE_MODE must be "demo" or "live"/);
    // The live site's defaults: no sandbox payments, no trial accounts unless asked for.
    const live = loadConfig({ SITE_MODE: 'live' });
    assert.equal(live.sandboxPayments, false);
    assert.equal(live.trialEnabled, false);
    assert.equal(loadConfig({}).sandboxPayments, true);
    assert.match(modeLine(loadConfig({})), /^演示站 DEMO MODE/);
    assert.match(modeLine(live), /^LIVE MODE/);
  });

  it('a start on PostgreSQL (DATABASE_URL) is the live site unless SITE_MODE=demo says otherwise', () => {
    const url = 'postgres://localhost/tg';
    assert.equal(loadConfig({ DATABASE_URL: url }).siteMode, 'live');
    assert.equal(loadConfig({ DATABASE_URL: url, SITE_MODE: 'demo' }).siteMode, 'demo');
    assert.equal(loadConfig({ DATABASE_URL: ' ' }).siteMode, 'demo');
    assert.equal(loadConfig({ DATABASE_URL: url, SITE_MODE: 'demo', NODE_ENV: 'production' }).siteMode, 'live');
    // With the usual live requirements: a bare DATABASE_URL start is refused with the reasons.
    const refusals = refusalsFor({ DATABASE_URL: url });
    assert.ok(refusals.some((line) => /SERVER_SECRET/.test(line)));
    assert.ok(refusals.some((line) => /PUBLIC_URL/.test(line)));
    assert.deepEqual(refusalsFor({ DATABASE_URL: url, SITE_MODE: 'demo' }), []);
  });

  it('the demo starts without any setting; a safe live start has no refusal', () => {
    assert.deepEqual(refusalsFor({}), []);
    assert.deepEqual(refusalsFor(LIVE_OK), []);
    assert.deepEqual(refusalsFor({ ...LIVE_OK, DATABASE_URL: '', ALLOW_EMBEDDED_DB: '1' }), []);
  });

  it('each unsafe live start is refused with its reason', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ ...LIVE_OK, DATABASE_URL: '' }, /embedded PGlite database \(it runs with fsync off\).*ALLOW_EMBEDDED_DB=1/],
      [{ ...LIVE_OK, OPS_TOKEN: 'short' }, /OPS_TOKEN is too short/],
      [{ ...LIVE_OK, SERVER_SECRET: '' }, /needs SERVER_SECRET/],
      [{ ...LIVE_OK, PUBLIC_URL: '' }, /needs PUBLIC_URL .* must not be built from the Host header/],
      [
        { ...LIVE_OK, TRUST_PROXY: ' ' },
        /^The live site needs TRUST_PROXY: the addresses or CIDR ranges of the proxies in front of it \(e\.g\. 127\.0\.0\.1 or 10\.0\.0\.0\/8\), or TRUST_PROXY=none when clients connect directly\./,
      ],
      [{ ...LIVE_OK, SANDBOX_PAYMENTS: '1' }, /SANDBOX_PAYMENTS=1 is a demo-only switch/],
      [{ ...LIVE_OK, DEMO_PASSWORD: 'x' }, /DEMO_PASSWORD=x is a demo-only switch/],
      [{ ...LIVE_OK, ROUND_SECONDS: '20' }, /ROUND_SECONDS=20 is a demo-only switch/],
      [{ ...LIVE_OK, CHAT_RATE_PER_10S: '0' }, /CHAT_RATE_PER_10S=0 is a demo-only switch/],
      [{ ...LIVE_OK, CHAT_SOCKETS_PER_MEMBER: '0' }, /CHAT_SOCKETS_PER_MEMBER=0 is a demo-only switch/],
      [{ ...LIVE_OK, LOGIN_RATE_PER_MIN: '0' }, /LOGIN_RATE_PER_MIN=0 is a demo-only switch/],
      [{ ...LIVE_OK, LOGIN_FAIL_LIMIT: '0' }, /LOGIN_FAIL_LIMIT=0 is a demo-only switch/],
      [{ ...LIVE_OK, LOGIN_ADDRESS_FAIL_LIMIT: '0' }, /LOGIN_ADDRESS_FAIL_LIMIT=0 is a demo-only switch/],
      [
        { ...LIVE_OK, PAY_CHECK_LIMIT: '0' },
        /PAY_CHECK_LIMIT=0 is a demo-only switch \(0 turns the pay-password check cap off/,
      ],
      [{ ...LIVE_OK, DB_STATEMENT_TIMEOUT_MS: '0' }, /DB_STATEMENT_TIMEOUT_MS=0 is a demo-only switch/],
      [{ ...LIVE_OK, MAX_EVENT_LOOP_DELAY_MS: '0' }, /MAX_EVENT_LOOP_DELAY_MS=0 is a demo-only switch/],
      [{ ...LIVE_OK, SITE_MODE: 'demo' }, /NODE_ENV=production runs the live site, but SITE_MODE=demo/],
      [{ ...LIVE_OK, OPS_TOKEN_EXPIRES: '' }, /^OPS_TOKEN needs OPS_TOKEN_EXPIRES on the live site/],
      [{ ...LIVE_OK, OPS_TOKEN_EXPIRES: dayFromNow(-1) }, /^OPS_TOKEN_EXPIRES has passed/],
      [{ ...LIVE_OK, OPS_TOKEN_EXPIRES: dayFromNow(120) }, /^OPS_TOKEN_EXPIRES is more than 90 days ahead/],
      [{ ...LIVE_OK, OPS_SECOND_APPROVAL_ABOVE: 'off' }, /^OPS_SECOND_APPROVAL_ABOVE=off is demo-only/],
    ];
    for (const [env, reason] of cases) {
      const refusals = refusalsFor(env);
      assert.equal(refusals.length, 1, `${JSON.stringify(env)} → ${JSON.stringify(refusals)}`);
      assert.match(refusals[0]!, reason);
    }
    // A request timeout of 0 (none) is refused by the configuration itself, on either site.
    assert.throws(() => loadConfig({ ...LIVE_OK, REQUEST_TIMEOUT_MS: '0' }), /REQUEST_TIMEOUT_MS/);
    // Switched off explicitly is fine.
    assert.deepEqual(refusalsFor({ ...LIVE_OK, SANDBOX_PAYMENTS: '0', LOGIN_RATE_PER_MIN: '5' }), []);
  });

  it('the operator settings: four eyes above 5000 yuan on the live site, off on the demo; bad values refused', () => {
    assert.equal(loadConfig(LIVE_OK).secondApprovalAbove, 500_000n);
    assert.equal(loadConfig({}).secondApprovalAbove, null);
    assert.equal(loadConfig({ OPS_SECOND_APPROVAL_ABOVE: '200.50' }).secondApprovalAbove, 20_050n);
    assert.deepEqual(refusalsFor({ ...LIVE_OK, OPS_TOKEN: '', OPS_TOKEN_EXPIRES: '' }), []);
    assert.equal(
      loadConfig({ OPS_TOKEN_EXPIRES: '2030-01-02' }).opsTokenExpires?.toISOString(),
      '2030-01-02T00:00:00.000Z',
    );
    const bad: [Record<string, string>, string][] = [
      [
        { OPS_SECOND_APPROVAL_ABOVE: '-5' },
        'OPS_SECOND_APPROVAL_ABOVE must be yuan like 5000 or 5000.00 (or off), got "-5"',
      ],
      [
        { OPS_TOKEN_EXPIRES: 'soon' },
        'OPS_TOKEN_EXPIRES must be a date like 2025-09-30 or 2025-09-30T18:00:00+08:00, got "soon"',
      ],
      [
        { ADMIN_ALLOW_FROM: '10.0.0.0/33' },
        'ADMIN_ALLOW_FROM takes addresses or CIDR ranges like 10.0.0.0/8,::1, got "10.0.0.0/33"',
      ],
      [{ ADMIN_PORT: '70000' }, 'ADMIN_PORT must be a port from 1 to 65535, got "70000"'],
      [{ OPS_TOKEN_DAYS: '0' }, 'OPS_TOKEN_DAYS must be a whole number of days from 1 to 366, got "0"'],
    ];
    for (const [env, message] of bad) assert.throws(() => loadConfig(env), { message });
    assert.deepEqual(loadConfig({ ADMIN_ALLOW_FROM: '10.0.0.0/8, ::1' }).adminAllowFrom, ['10.0.0.0/8', '::1']);
  });

  it('without OPS_TOKEN the live site needs a named operator; the demo needs neither', () => {
    const live = loadConfig({ ...LIVE_OK, OPS_TOKEN: '' });
    assert.match(operatorRefusal(live, 0)!, /needs operator credentials: set OPS_TOKEN .* or add named operators/);
    assert.equal(operatorRefusal(live, 1), null);
    assert.equal(operatorRefusal(loadConfig(LIVE_OK), 0), null);
    assert.equal(operatorRefusal(loadConfig({}), 0), null);
  });

  it('the server itself refuses to start live on PGlite without operator credentials, and says why', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tg-live-refused-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: SERVER_ROOT,
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      assert.equal(run.status, 1, run.stdout + run.stderr);
      assert.match(run.stderr, /Refusing to start the live site/);
      assert.match(run.stderr, /embedded PGlite database/);
      assert.match(run.stderr, /needs SERVER_SECRET/);
      assert.match(run.stderr, /needs PUBLIC_URL/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('proxies and the public origin', () => {
  it('TRUST_PROXY is a list of proxy addresses, never "every hop"', () => {
    assert.deepEqual(loadConfig({}).trustProxy, []);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy, ['127.0.0.1', '10.0.0.0/8']);
    assert.deepEqual(loadConfig({ TRUST_PROXY: 'off' }).trustProxy, []);
    assert.deepEqual(loadConfig({ TRUST_PROXY: 'none' }).trustProxy, []);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '2001:db8::/32' }).trustProxy, ['2001:db8::/32']);
    for (const value of ['loopback', '10.0.0.0/33', '10.0.0.1/8/1', 'proxy.internal'])
      assert.throws(
        () => loadConfig({ TRUST_PROXY: value }),
        new RegExp(`TRUST_PROXY takes the addresses or CIDR ranges of your proxies .*, or none, not "${value}"`),
      );
    for (const value of ['1', 'true', 'on'])
      assert.throws(() => loadConfig({ TRUST_PROXY: value }), /TRUST_PROXY takes the addresses of your proxies/);
  });

  it('X-Forwarded-For is believed only from a listed proxy (per-address limits count the real client)', async () => {
    const t = await createTestApp({ trustProxy: ['10.1.1.1', '10.1.1.2'], limits: { loginPerIpPerMinute: 1 } });
    try {
      const login = (remoteAddress: string, forwardedFor: string) =>
        call(t.app, '/api/login_pc', {
          token: null,
          body: { name: 'nobody01', password: 'x' },
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
        });
      // Through the two trusted proxies the same client is one address: its second try is limited.
      assert.notEqual((await login('10.1.1.1', '203.0.113.9')).body.code, 429);
      assert.equal((await login('10.1.1.2', '203.0.113.9')).body.code, 429);
      // From an untrusted peer the header is ignored: the peer's own address counts.
      assert.notEqual((await login('198.51.100.7', '203.0.113.9')).body.code, 429);
      assert.notEqual((await login('198.51.100.8', '203.0.113.9')).body.code, 429);
    } finally {
      await t.close();
    }
  });

  it('PUBLIC_URL is an origin; absolute URLs use it, not the Host header', async () => {
    assert.equal(loadConfig({ PUBLIC_URL: 'https://m.example.com/' }).publicUrl, 'https://m.example.com');
    assert.throws(() => loadConfig({ PUBLIC_URL: 'm.example.com' }), /PUBLIC_URL must be an origin/);
    assert.throws(() => loadConfig({ PUBLIC_URL: 'https://m.example.com/app' }), /PUBLIC_URL must be an origin/);
    const t = await createTestApp({ publicUrl: 'https://m.example.com' });
    try {
      const r = await t.app.inject({ method: 'POST', url: '/api/app', headers: { host: 'evil.example' } });
      assert.equal(r.json().data.h5_url, 'https://m.example.com');
      assert.match(r.json().data.site_logo, /^https:\/\/m\.example\.com\//);
    } finally {
      await t.close();
    }
  });
});

describe('the live site', () => {
  it('seeds no demo member, no receiving account, no pay channel; no sandbox page is registered', async () => {
    const db = await PgliteDb.open('memory://');
    await migrate(db);
    await seedLive(db);
    const dataDir = mkdtempSync(join(tmpdir(), 'tg-live-'));
    const config = { ...loadConfig({ SITE_MODE: 'live', OPS_TOKEN, SERVER_SECRET: LIVE_ENV.SERVER_SECRET! }), dataDir };
    const app = await buildApp({ config, db, opsToken: OPS_TOKEN });
    try {
      const [users] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      assert.equal(users!.n, 0);
      for (const table of ['pay_channels', 'pay_settings', 'game_platforms'])
        assert.equal((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n, 0, table);
      const ways = await call(app, '/api/get_pay_way', { method: 'GET', token: null });
      assert.deepEqual(ways.body.data, { wechat: 0, usdt: 0, alipay: 0, card: 0 });
      const site = await call(app, '/api/app', { token: null });
      assert.equal(site.body.data.site_mode, 'live');
      assert.equal(site.body.data.trial_enabled, '0');
      assert.doesNotMatch(JSON.stringify(site.body.data), /演示/, 'no demo announcement on the live site');
      for (const [method, url] of [
        ['GET', '/sandbox/pay/1'],
        ['POST', '/sandbox/pay/1'],
        ['GET', '/sandbox/game?ticket=x'],
      ] as const) {
        const r = await app.inject({ method, url });
        assert.equal(r.statusCode, 404, `${method} ${url}`);
        assert.doesNotMatch(r.body, /模拟支付|演示/);
      }
      assert.equal(app.hasRoute({ method: 'GET', url: '/sandbox/pay/:no' }), false);
      assert.equal(app.hasRoute({ method: 'GET', url: '/sandbox/game' }), false);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the demo site', () => {
  it('says so: /api/app site_mode demo, sandbox pages marked 演示站', async () => {
    const t = await createTestApp();
    try {
      assert.equal((await call(t.app, '/api/app', { token: null })).body.data.site_mode, 'demo');
      const token = await loginAs(t.app, 'demo001', DEMO_PASSWORD);
      const r = await call(t.app, '/api/recharge', { token, body: { paytype: 'alipay', amount: '150' } });
      const link = new URL(r.body.data.sandbox_url);
      const page = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
      assert.match(page.body, /演示站/);
    } finally {
      await t.close();
    }
  });

  it("the demo member's starting money carries the normal turnover requirement", async () => {
    const t = await createTestApp();
    try {
      const token = await loginAs(t.app, 'demo001', DEMO_PASSWORD);
      const bet = (await call(t.app, '/api/getBetAmount', { token })).body.data;
      assert.ok(Number(bet.multiple) > 0, JSON.stringify(bet));
      assert.equal(Number(bet.required), 1000 * Number(bet.multiple), JSON.stringify(bet));
    } finally {
      await t.close();
    }
  });
});
