/**
 * One list of money actions: the calls docs/API.md#idempotency-key names are exactly the /api
 * routes that declare the Idempotency-Key header (the API document) and exactly the routes that
 * run through idempotentCall, so a new money call cannot ship without its replay, or its docs.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openApiText } from '../src/plugins/external/openapi.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const REPO = join(import.meta.dirname, '..', '..');
const ROUTES_DIR = join(REPO, 'server', 'src', 'routes');

/** The anchors linked in the "Money-moving calls" bullet of API.md's Idempotency-Key section. */
function documentedCalls(): string[] {
  const doc = readFileSync(join(REPO, 'docs', 'API.md'), 'utf8');
  const start = doc.indexOf('<a id="idempotency-key"></a>');
  assert.ok(start >= 0, 'docs/API.md has no #idempotency-key section');
  const section = doc.slice(start, doc.indexOf('<a id=', start + 1));
  const bullet = /- Money-moving calls — ([\s\S]*?) — accept/.exec(section);
  assert.ok(bullet, 'the Idempotency-Key section lists no money-moving calls');
  return [...bullet[1]!.matchAll(/\]\(#([A-Za-z0-9_-]+)\)/g)].map((m) => m[1]!.toLowerCase()).sort();
}

/** The route names handed to idempotentCall(request, '<name>', …) in server/src/routes and its folders. */
function callsThroughIdempotentCall(): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(ROUTES_DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
    const source = readFileSync(join(ROUTES_DIR, file), 'utf8');
    for (const m of source.matchAll(/idempotentCall\(\s*request,\s*'([^']+)'/g)) names.add(m[1]!.toLowerCase());
  }
  return [...names].sort();
}

describe('idempotent money calls: docs, schemas and routes agree', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  after(async () => t.close());

  it('lists in docs/API.md exactly the /api routes that take an Idempotency-Key', () => {
    const document = JSON.parse(openApiText(t.app)) as {
      paths: Record<string, Record<string, { parameters?: { name?: string; in?: string }[] }>>;
    };
    const declared = new Set<string>();
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.toLowerCase().startsWith('/api/')) continue;
      for (const operation of Object.values(operations)) {
        const keyed = operation.parameters?.some(
          (p) => p.in === 'header' && p.name?.toLowerCase() === 'idempotency-key',
        );
        if (keyed) declared.add(path.slice('/api/'.length).toLowerCase());
      }
    }
    const documented = documentedCalls();
    assert.ok(documented.includes('douserredpacket') && documented.includes('dofanshui'));
    assert.deepEqual([...declared].sort(), documented);
    assert.deepEqual(callsThroughIdempotentCall(), documented);
  });
});
