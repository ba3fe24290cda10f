/**
 * Named operators: each with a token of their own, revocable; every admin call recorded with the
 * operator's name (every route: admin-walk.test.ts; the chain: audit-chain.test.ts), money actions carrying it as their actor; the CLI sends an Idempotency-Key with
 * every command, so a credit resent after a lost answer credits once.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { runCli } from '../src/ops/cli.ts';
import { call, createTestApp, OPS_TOKEN, registerUser, type TestApp } from './helpers.ts';
import { mainBalance } from './money-helpers.ts';

describe('named operators', () => {
  let t: TestApp;
  let base: string;
  const out: string[] = [];
  const err: string[] = [];
  const cli = (args: string[], token = OPS_TOKEN, fetchImpl: typeof fetch = globalThis.fetch) => {
    out.length = 0;
    err.length = 0;
    return runCli(args, {
      env: { OPS_URL: base, OPS_TOKEN: token },
      fetch: fetchImpl,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
  };
  const admin = (path: string, token: string, body?: unknown) =>
    call(t.app, `/admin${path}`, { token, body, method: body === undefined ? 'GET' : 'POST' });

  before(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(async () => t.close());

  it('operator add prints a token once; it works on the admin API until revoked', async () => {
    assert.equal(await cli(['operator', 'add', 'alice', '--role', 'admin']), 0);
    const token = /\n\s+(\S+)$/.exec(out.join('\n'))![1]!;
    assert.equal((await admin('/site', token)).status, 200);
    assert.equal(await cli(['operators'], token), 0);
    assert.match(out.join('\n'), /alice\tadmin\tops\t/);
    // Stored only as a hash.
    const rows = await t.db.query<{ token_hash: string }>(`SELECT token_hash FROM operators WHERE name = 'alice'`);
    assert.notEqual(rows[0]!.token_hash, token);
    assert.equal(await cli(['operator', 'revoke', 'alice']), 0);
    assert.equal((await admin('/site', token)).status, 401);
    assert.equal(await cli(['operator', 'revoke', 'alice']), 1);
  });

  it('refuses bad and duplicate names', async () => {
    for (const name of ['Bob', 'x', 'ops', 'a b', '1abc'])
      assert.equal((await admin('/operators', OPS_TOKEN, { name, role: 'admin' })).status, 400, name);
    assert.equal((await admin('/operators', OPS_TOKEN, { name: 'carol', role: 'content' })).status, 200);
    assert.equal((await admin('/operators', OPS_TOKEN, { name: 'carol', role: 'content' })).status, 400);
  });

  it("every admin action is recorded with the operator's name, and money actions carry it", async () => {
    const token = (await admin('/operators', OPS_TOKEN, { name: 'dave', role: 'finance' })).body.data.token;
    const member = await registerUser(t.app);
    const r = await admin('/credit', token, { username: member.name, amount: '12.50' });
    assert.equal(r.status, 200, r.text);
    const [tx] = await t.db.query<{ actor: string }>('SELECT actor FROM ledger_transactions WHERE id = $1', [
      r.body.data.tx_id,
    ]);
    assert.equal(tx!.actor, 'dave');
    await admin('/users', OPS_TOKEN);
    // Recorded before the answer leaves (a change in its own transaction): no waiting.
    const actions = await t.db.query<{ operator: string; method: string; path: string; status: number }>(
      `SELECT operator, method, path, status FROM operator_actions WHERE path IN ('/admin/credit', '/admin/users') ORDER BY id`,
    );
    assert.deepEqual(
      actions.map((a) => [a.operator, a.method, a.path, a.status]),
      [
        ['dave', 'POST', '/admin/credit', 200],
        ['ops', 'GET', '/admin/users', 200],
      ],
    );
    // A wrong token is not an operator: nothing is recorded for it.
    assert.equal((await admin('/users', 'not-a-token')).status, 401);
  });

  it('the CLI resends a credit whose answer was lost with the same Idempotency-Key: credited once', async () => {
    const member = await registerUser(t.app);
    const keys: string[] = [];
    let calls = 0;
    // The first answer is lost after the server applied the credit (a timeout on the way back).
    const flaky: typeof fetch = async (input, init) => {
      keys.push(String(new Headers(init?.headers).get('Idempotency-Key')));
      const response = await globalThis.fetch(input, init);
      if (++calls === 1) throw new Error('socket hang up');
      return response;
    };
    assert.equal(await cli(['credit', member.name, '30'], OPS_TOKEN, flaky), 0);
    assert.equal(keys.length, 2);
    assert.match(keys[0]!, /^cli-[0-9a-f-]{36}$/);
    assert.equal(keys[0], keys[1]);
    assert.match(err.join('\n'), /same Idempotency-Key/);
    assert.equal(await mainBalance(t.app, member.token), '30.00');
    // A new command is a new key: it credits again.
    assert.equal(await cli(['credit', member.name, '30']), 0);
    assert.equal(await mainBalance(t.app, member.token), '60.00');
  });
});
