/**
 * Demo leftovers and the live start: on a database a demo start seeded, the demo member, its
 * receiving accounts and its sandbox channels are found and named, with the command that removes
 * them; `purge-demo` retires them (the member's money back to house:manual_credit, the books
 * balanced, the member disabled, the accounts and channels off) and refuses a demo member with
 * deposits or withdrawals.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { assertBooksBalance, call, createTestApp, DEMO_PASSWORD, type TestApp } from './helpers.ts';
import {
  demoArtefactsRefusal,
  findDemoArtefacts,
  purgeDemo,
  PurgeRefused,
  PURGE_DEMO_COMMAND,
} from '../src/domain/site/demo-artefacts.ts';
import { balanceOf, HOUSE } from '../src/domain/ledger/accounts.ts';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDb } from '../src/db/open.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { runCli } from '../src/ops/cli.ts';
import { LIVE_ENV } from './live-env.ts';

const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('demo artefacts on a live start', () => {
  const apps: TestApp[] = [];
  after(async () => {
    for (const t of apps) await t.close();
  });

  it('finds what a demo start seeded and names the command that removes it', async () => {
    const t = await createTestApp();
    apps.push(t);
    const found = await findDemoArtefacts(t.db);
    assert.deepEqual(found, { users: ['demo001'], receivingAccounts: 2, payChannels: 4 });
    const refusal = demoArtefactsRefusal(found)!;
    assert.match(refusal, /demo member demo001/);
    assert.ok(refusal.includes(PURGE_DEMO_COMMAND));
    assert.equal(PURGE_DEMO_COMMAND, 'npm run ops -- purge-demo');
  });

  it('purge-demo retires them with the books balanced; nothing is left and the member cannot log in', async () => {
    const t = await createTestApp();
    apps.push(t);
    const house = await balanceOf(t.db, HOUSE.manualCredit);
    await t.db.tx((q) => purgeDemo(q));
    assert.deepEqual(await findDemoArtefacts(t.db), { users: [], receivingAccounts: 0, payChannels: 0 });
    assert.equal(demoArtefactsRefusal(await findDemoArtefacts(t.db)), null);
    assert.equal(await balanceOf(t.db, HOUSE.manualCredit), house + 100_000n);
    await assertBooksBalance(t.db);
    const login = await call(t.app, '/api/login_pc', { body: { name: 'demo001', password: DEMO_PASSWORD } });
    assert.notEqual(login.body.code, 200);
    const ways = await call(t.app, '/api/get_pay_way');
    assert.deepEqual([ways.body.data.card, ways.body.data.wechat, ways.body.data.alipay], [0, 0, 0]);
    // Running it again changes nothing.
    await t.db.tx((q) => purgeDemo(q));
    await assertBooksBalance(t.db);
  });

  it('refuses a demo member with deposits (real money may have moved)', async () => {
    const t = await createTestApp();
    apps.push(t);
    const [user] = await t.db.query<{ id: number }>(`SELECT id FROM users WHERE username = 'demo001'`);
    const login = await call(t.app, '/api/login_pc', { body: { name: 'demo001', password: DEMO_PASSWORD } });
    const r = await call(t.app, '/api/recharge', {
      token: login.body.data.api_token,
      body: {
        paytype: 'bank',
        bank: '工商银行',
        bank_no: '6222000011112222',
        bank_owner: '张三',
        bank_address: '深圳分行',
        amount: '200',
      },
    });
    assert.equal(r.body.code, 200, r.text);
    await assert.rejects(
      t.db.tx((q) => purgeDemo(q)),
      (error: unknown) => error instanceof PurgeRefused && /deposits or withdrawals/.test(error.message),
    );
    assert.deepEqual((await findDemoArtefacts(t.db)).users, ['demo001']);
    assert.ok(user);
  });

  it('the live server refuses a database a demo start seeded, naming purge-demo; the CLI command clears it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tg-demo-leftovers-'));
    try {
      const db = await openDb(loadConfig({ DATA_DIR: dataDir }));
      await migrate(db);
      await seedDemo(db, { demoPassword: DEMO_PASSWORD });
      await db.close();
      const live = {
        PATH: process.env.PATH,
        SITE_MODE: 'live',
        ALLOW_EMBEDDED_DB: '1',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        OPS_TOKEN: LIVE_ENV.OPS_TOKEN!,
        OPS_TOKEN_EXPIRES: LIVE_ENV.OPS_TOKEN_EXPIRES!,
        SERVER_SECRET: LIVE_ENV.SERVER_SECRET!,
        PUBLIC_URL: LIVE_ENV.PUBLIC_URL!,
        TRUST_PROXY: LIVE_ENV.TRUST_PROXY!,
      };
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: SERVER_ROOT,
        env: live,
        encoding: 'utf8',
        timeout: 60_000,
      });
      assert.equal(run.status, 1, run.stdout + run.stderr);
      assert.match(run.stderr, /Refusing to start the live site/);
      assert.match(run.stderr, /demo member demo001; 2 demo receiving account\(s\); 4 sandbox pay channel\(s\)/);
      assert.ok(run.stderr.includes(PURGE_DEMO_COMMAND), run.stderr);
      const out: string[] = [];
      const code = await runCli(['purge-demo'], {
        env: { DATA_DIR: dataDir },
        fetch: globalThis.fetch,
        out: (line) => out.push(line),
        err: (line) => out.push(line),
      });
      assert.equal(code, 0, out.join('\n'));
      assert.match(out.join('\n'), /demo retired/);
      const after = await openDb(loadConfig({ DATA_DIR: dataDir }));
      try {
        assert.equal(demoArtefactsRefusal(await findDemoArtefacts(after)), null);
        await assertBooksBalance(after);
      } finally {
        await after.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
