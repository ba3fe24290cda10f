/**
 * Invite codes (migration 089, docs/API.md#inviteinfo and #register): every member has a short
 * unique code, /api/inviteinfo answers it and builds the link with it, and /api/register's pid
 * takes it (any case) besides the member id; an unknown code is ignored like an unknown id. The
 * legacy dialect keeps ids only.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { insertUser } from '../src/domain/accounts/users.ts';
import { listMigrations, migrate } from '../src/db/migrate.ts';
import { PgliteDb } from '../src/db/pglite.ts';
import { call, createTestApp, DEMO_PASSWORD, loginAs, registerUser, uniqueName, type TestApp } from './helpers.ts';

/** 7 characters without 0/O/1/I/L, at least one letter. */
const CODE_RE = /^(?=.*[A-Z])[2-9A-HJKMNP-Z]{7}$/;

function registerBody(pid?: string) {
  const name = uniqueName('ic');
  return { name, password: 'secret123', confirmPass: 'secret123', realname: name, paypassword: 'pay-98765', pid };
}

async function codeOf(t: TestApp, id: number): Promise<string> {
  const [row] = await t.db.query<{ invite_code: string }>('SELECT invite_code FROM users WHERE id = $1', [id]);
  return row!.invite_code;
}

async function referrerOf(t: TestApp, id: number): Promise<number | null> {
  const [row] = await t.db.query<{ pid: number | null }>('SELECT pid FROM users WHERE id = $1', [id]);
  return row!.pid;
}

describe('invite codes', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  it('every new member gets a distinct code: registration, trial and the seeded demo member', async () => {
    const registered = await Promise.all([1, 2, 3, 4].map(() => registerUser(t.app)));
    const trial = await call(t.app, '/api/trial', { body: {} });
    assert.equal(trial.body.code, 200, trial.text);
    const demo = await t.db.query<{ invite_code: string }>("SELECT invite_code FROM users WHERE username = 'demo001'");
    const codes = [
      ...(await Promise.all([...registered.map((m) => m.id), trial.body.data.id as number].map((id) => codeOf(t, id)))),
      demo[0]!.invite_code,
    ];
    for (const code of codes) assert.match(code, CODE_RE);
    assert.equal(new Set(codes).size, codes.length);
  });

  it('/api/inviteinfo answers the code and builds the link with it', async () => {
    const token = await loginAs(t.app, 'demo001', DEMO_PASSWORD);
    const info = (await call(t.app, '/api/inviteinfo', { token })).body.data;
    const [demo] = await t.db.query<{ id: number; invite_code: string }>(
      "SELECT id, invite_code FROM users WHERE username = 'demo001'",
    );
    assert.deepEqual(
      [info.pid, info.invite_code, info.invite_path],
      [demo!.id, demo!.invite_code, `/#/reg2?pid=${demo!.invite_code}`],
    );
  });

  it('register takes pid as a code in any case or as an id; an unknown code or id registers without referrer', async () => {
    const inviter = await registerUser(t.app);
    const code = await codeOf(t, inviter.id);
    for (const pid of [code, code.toLowerCase(), String(inviter.id)]) {
      const r = await call(t.app, '/api/register', { body: registerBody(pid) });
      assert.equal(r.body.code, 200, r.text);
      assert.equal(await referrerOf(t, r.body.data.id), inviter.id, pid);
    }
    const unknownCode = code === 'ZZZZZZZ' ? 'YYYYYYY' : 'ZZZZZZZ';
    for (const pid of [unknownCode, '99999999', 'not-a-code']) {
      const r = await call(t.app, '/api/register', { body: registerBody(pid) });
      assert.equal(r.body.code, 200, r.text);
      assert.equal(await referrerOf(t, r.body.data.id), null, pid);
    }
  });

  it('a code drawn by someone else meanwhile is drawn again', async () => {
    const taken = await codeOf(t, (await registerUser(t.app)).id);
    // The first draw of this transaction is the taken code (the race the unique index decides).
    const user = await t.db.tx(async (q) => {
      await q.exec('CREATE TEMPORARY SEQUENCE invite_draws');
      await q.exec(
        `ALTER TABLE users ALTER COLUMN invite_code SET DEFAULT
           (CASE WHEN nextval('invite_draws') = 1 THEN '${taken}' ELSE new_invite_code() END)`,
      );
      const row = await insertUser(q, {
        username: uniqueName('ic'),
        realname: '',
        passwordHash: 'x',
        paypasswordHash: null,
        pid: null,
        isTrial: false,
      });
      await q.exec('ALTER TABLE users ALTER COLUMN invite_code SET DEFAULT new_invite_code()');
      await q.exec('DROP SEQUENCE invite_draws');
      return row;
    });
    assert.match(user.invite_code, CODE_RE);
    assert.notEqual(user.invite_code, taken);
  });
});

describe('invite codes: the legacy dialect', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ apiDialect: 'legacy', sandboxPayments: false })));
  after(async () => t.close());

  it('register keeps taking a member id only; a code is an unknown pid', async () => {
    const inviter = await registerUser(t.app);
    const byId = await call(t.app, '/api/register', { body: registerBody(String(inviter.id)) });
    assert.equal(byId.body.data.pid, inviter.id);
    const byCode = await call(t.app, '/api/register', { body: registerBody(await codeOf(t, inviter.id)) });
    assert.equal(byCode.body.code, 200, byCode.text);
    assert.equal(byCode.body.data.pid, 0);
    assert.ok(!('invite_code' in byCode.body.data));
  });
});

describe('invite codes: migration 089', () => {
  it('gives every existing member a distinct code', async () => {
    const db = await PgliteDb.open('memory://');
    try {
      await migrate(
        db,
        listMigrations().filter((m) => m.version < '089'),
      );
      for (let i = 0; i < 50; i++)
        await db.query('INSERT INTO users (username, password_hash) VALUES ($1, $2)', [`old${i}`, 'x']);
      await migrate(db);
      const rows = await db.query<{ invite_code: string }>('SELECT invite_code FROM users');
      assert.equal(rows.length, 50);
      for (const row of rows) assert.match(row.invite_code, CODE_RE);
      assert.equal(new Set(rows.map((r) => r.invite_code)).size, 50);
    } finally {
      await db.close();
    }
  });
});
