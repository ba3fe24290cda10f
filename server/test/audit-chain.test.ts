/**
 * The operator audit chain: append-only in the database, each row hashed with the previous one,
 * so `npm run ops -- audit-log verify` finds an edited or removed row (exit 1); concurrent
 * operator actions never fork it; secrets never enter it.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { call, createTestApp, OPS_TOKEN, registerUser, type TestApp } from './helpers.ts';
import { opsCli } from './ops-cli-support.ts';
import { mainBalance } from './money-helpers.ts';
import { bodyText } from '../src/domain/ops/audit-chain.ts';
import { OPS_REFUSALS } from '../../contract/ops/messages.ts';

describe('operator audit chain', () => {
  let t: TestApp;
  let base = '';
  const { lines, run } = opsCli(() => base);
  const admin = (path: string, body?: unknown) =>
    call(t.app, `/admin${path}`, { token: OPS_TOKEN, body, method: body === undefined ? 'GET' : 'POST' });

  before(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(async () => t.close());

  it('concurrent actions extend one chain: seq 1…n, no fork, every hash recomputes', async () => {
    const member = await registerUser(t.app);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 ? admin('/credit', { username: member.name, amount: '1.00' }) : admin('/users'),
      ),
    );
    assert.ok(results.every((r) => r.status === 200));
    const seqs = await t.db.query<{ seq: unknown }>('SELECT seq FROM operator_actions ORDER BY seq');
    assert.deepEqual(
      seqs.map((r) => Number(r.seq)),
      seqs.map((_, i) => i + 1),
    );
    assert.equal(await run(['audit-log', 'verify']), 0, lines.all.join('\n'));
    assert.match(lines.out.join('\n'), /哈希链完整/);
  });

  it('records the body of a change, keys sorted, secrets left out', async () => {
    await admin('/credit', { username: 'demo001', amount: '2.00', memo: 'x', idempotency_key: 'k-1' });
    const [row] = await t.db.query<{ body: string }>(
      "SELECT body FROM operator_actions WHERE path = '/admin/credit' ORDER BY seq DESC LIMIT 1",
    );
    assert.equal(row!.body, '{"amount":"2.00","idempotency_key":"k-1","memo":"x","username":"demo001"}');
    assert.equal(
      bodyText({ name: 'n', password: 'p', api_token: 't', nested: { paypassword: 'q', ok: 1 } }),
      '{"api_token":"[secret]","name":"n","nested":{"ok":1,"paypassword":"[secret]"},"password":"[secret]"}',
    );
  });

  it('fails closed: a call that cannot be recorded is answered 500, and a change rolls back', async () => {
    const member = await registerUser(t.app);
    await t.db.exec('ALTER TABLE operator_actions RENAME TO operator_actions_away');
    try {
      const read = await admin('/users');
      assert.deepEqual([read.status, read.body.message], [500, OPS_REFUSALS.unrecorded]);
      assert.equal(read.body.data, undefined);
      const english = await call(t.app, '/admin/users', {
        token: OPS_TOKEN,
        method: 'GET',
        headers: { 'accept-language': 'en' },
      });
      assert.deepEqual(
        [english.status, english.body.message],
        [500, 'The operator action could not be recorded; please try again later'],
      );
      const credit = await admin('/credit', { username: member.name, amount: '5.00' });
      assert.equal(credit.status, 500);
    } finally {
      await t.db.exec('ALTER TABLE operator_actions_away RENAME TO operator_actions');
    }
    assert.equal(await mainBalance(t.app, member.token), '0.00');
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database', async () => {
    await assert.rejects(t.db.query(`UPDATE operator_actions SET operator = 'mallory'`), /append-only/);
    await assert.rejects(t.db.query('DELETE FROM operator_actions'), /append-only/);
    await assert.rejects(t.db.query('TRUNCATE operator_actions'), /append-only/);
    await assert.rejects(
      t.db.query(`INSERT INTO operator_actions (operator, method, path, status) VALUES ('x', 'GET', '/admin/x', 200)`),
      /hash chain/,
    );
  });

  it('verify finds an edited row and a removed one (exit 1), once the guard is lifted by the table owner', async () => {
    await t.db.exec('ALTER TABLE operator_actions DISABLE TRIGGER operator_actions_append_only');
    await t.db.query(`UPDATE operator_actions SET status = 500 WHERE seq = 3`);
    assert.equal(await run(['audit-log', 'verify']), 1);
    assert.match(lines.all.join('\n'), /#3 .*hash/);
    await t.db.query(`DELETE FROM operator_actions WHERE seq = 5`);
    assert.equal(await run(['audit-log', 'verify']), 1);
    assert.match(lines.all.join('\n'), /#6 .*missing rows 5/);
    await t.db.exec('ALTER TABLE operator_actions ENABLE TRIGGER operator_actions_append_only');
  });

  it('audit-log lists the newest rows with their operator', async () => {
    assert.equal(await run(['audit-log', '--limit', '3']), 0, lines.all.join('\n'));
    assert.equal(
      lines.out
        .join('\n')
        .split('\n')
        .filter((l) => /^#\d+\t/.test(l)).length,
      3,
    );
    assert.match(lines.out.join('\n'), /\tops\t/);
  });
});
