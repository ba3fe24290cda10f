/**
 * A deeply nested unknown key in a JSON body (2,000 to 10,000 levels of objects or arrays, under
 * the body limit) never reaches HTTP 500: the call answers as it would without the key.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, registerUser, type TestApp } from './helpers.ts';

const objects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
const arrays = (n: number) => '['.repeat(n) + ']'.repeat(n);

for (const apiDialect of ['reference', 'legacy'] as const) {
  describe(`deeply nested unknown keys (${apiDialect} dialect)`, () => {
    let t: TestApp;
    before(async () => (t = await createTestApp({ apiDialect })));
    after(async () => t.close());

    it('login_pc and transfer answer their normal envelope', async () => {
      const u = await registerUser(t.app);
      const calls = [
        [
          '/api/login_pc',
          '"name":"nobody123","password":"secret123"',
          { code: 203, message: '登录密码错误', data: [] },
        ],
        [
          '/api/transfer',
          '"amount":"1","sourcetype":"userbalance","targettype":"AG"',
          { code: 210, message: '操作金额高于账户余额', data: [] },
        ],
      ] as const;
      let n = 0;
      for (const depth of [2_000, 10_000])
        for (const junk of [objects(depth), arrays(depth)])
          for (const [url, fields, expected] of calls) {
            const headers: Record<string, string> = {
              'content-type': 'application/json',
              authorization: `Bearer ${u.token}`,
            };
            if (apiDialect === 'reference') headers['idempotency-key'] = `deep-${n++}`;
            const r = await t.app.inject({ method: 'POST', url, payload: `{${fields},"deep":${junk}}`, headers });
            assert.equal(r.statusCode, 200, `${url} ${depth}: ${r.body.slice(0, 200)}`);
            assert.deepEqual(r.json(), expected, `${url} ${depth}`);
          }
    });
  });
}
