/**
 * The contract in code: every route declares its schemas, a refused field answers 200/1000 with
 * its Chinese message, and docs/openapi.json is what the schemas generate.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { SESSION_MESSAGES } from '../../contract/session/rules.ts';
import { TRANSFER_MESSAGES } from '../../contract/money/rules.ts';
import { apiDocument } from '../src/api-document.ts';
import { openApiText } from '../src/plugins/external/openapi.ts';
import { call, createTestApp, registerUser, type TestApp } from './helpers.ts';

describe('contract', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('describes the answer of every player and operator call', () => {
    type Operation = { responses?: Record<string, { content?: unknown }> };
    const doc = JSON.parse(openApiText(t.app)) as { paths: Record<string, Record<string, Operation>> };
    const calls = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/') || path.startsWith('/admin/'));
    assert.ok(calls.length >= 50, `only ${calls.length} calls`);
    for (const [path, operations] of calls) {
      for (const [method, operation] of Object.entries(operations)) {
        assert.ok(operation.responses?.['200']?.content, `${method} ${path} has no answer schema`);
      }
    }
  });

  it('documents every route with a tag and a summary (no route without schemas)', () => {
    const doc = JSON.parse(openApiText(t.app)) as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    const paths = Object.keys(doc.paths);
    assert.ok(paths.length >= 50, `only ${paths.length} paths`);
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        assert.ok(operation.tags?.length, `${method} ${path} has no tag`);
        assert.ok(operation.summary, `${method} ${path} has no summary`);
      }
    }
    for (const path of paths.filter((p) => p.startsWith('/admin/'))) {
      for (const operation of Object.values(doc.paths[path]!)) assert.deepEqual(operation.tags, ['ops'], path);
    }
    for (const path of paths.filter((p) => p.startsWith('/sandbox/'))) {
      for (const operation of Object.values(doc.paths[path]!)) assert.deepEqual(operation.tags, ['sandbox'], path);
    }
  });

  it("answers a refused field with HTTP 200, code 1000 and that field's message, without data", async () => {
    const login = await call(t.app, '/api/login_pc', {
      token: null,
      body: { name: { $ne: '' }, password: 'secret123' },
    });
    assert.equal(login.status, 200);
    assert.deepEqual(login.body, { code: 1000, message: SESSION_MESSAGES.loginNameRequired });

    const u = await registerUser(t.app);
    const transfer = await call(t.app, '/api/transfer', {
      token: u.token,
      body: { amount: ['1'], sourcetype: 'userbalance', targettype: 'x' },
    });
    assert.equal(transfer.status, 200);
    assert.deepEqual(transfer.body, { code: 1000, message: TRANSFER_MESSAGES.amountRequired });
  });

  it('keeps the lenient reading: numbers, strings and null alike, missing keys answered by the handler', async () => {
    const asNumber = await call(t.app, '/api/login_pc', { token: null, body: { name: 12345678, password: null } });
    assert.deepEqual(asNumber.body, { code: 1000, message: SESSION_MESSAGES.loginPasswordRule });
    const empty = await call(t.app, '/api/login_pc', { token: null, body: {} });
    assert.deepEqual(empty.body, { code: 1000, message: SESSION_MESSAGES.loginNameRequired });
  });

  it('keeps docs/openapi.json current (npm run api-doc)', async () => {
    const written = readFileSync(fileURLToPath(new URL('../../docs/openapi.json', import.meta.url)), 'utf8');
    assert.equal(await apiDocument(), written, 'docs/openapi.json is out of date: run npm run api-doc');
  });
});
