/**
 * Every operator command README.md lists, run as written through the CLI against a test server:
 * none may be a usage error (exit 2), and none may be refused as bad input (HTTP 400: the strict
 * operator schemas and what the CLI sends must agree). Placeholders (<id>, <deposit_no>, …) get an
 * id that exists nowhere, so those calls end in a 404 or 409 — the input was accepted — or, for an
 * approval, in the CLI's own 订单不存在 (it reads the order to show it before confirming).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createTestApp, type TestApp } from './helpers.ts';
import { opsCli } from './ops-cli-support.ts';

/** The README's `npm run ops -- …` lines, split like a shell would (quotes kept together, comments dropped). */
function readmeCommands(): string[][] {
  const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');
  return readme
    .split('\n')
    .filter((line) => line.startsWith('npm run ops -- '))
    .map((line) => {
      const words: string[] = [];
      for (const m of line.slice('npm run ops -- '.length).matchAll(/"([^"]*)"|'([^']*)'|(#.*$)|(\S+)/g)) {
        if (m[3] !== undefined) break;
        words.push(m[1] ?? m[2] ?? m[4]!);
      }
      return words.map((w) => (/^<[a-z_]+>$/.test(w) ? '999999' : w));
    });
}

describe('the operator commands README.md lists', () => {
  let t: TestApp;
  let base = '';
  const { lines, run } = opsCli(() => base);

  before(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  after(async () => t.close());

  it('each parses and its input is accepted by the server', async () => {
    const commands = readmeCommands();
    assert.ok(commands.length >= 39, `only ${commands.length} commands found`);
    for (const args of commands) {
      const code = await run(args);
      const said = lines.all.join('\n');
      assert.notEqual(code, 2, `${args.join(' ')}: usage error\n${said}`);
      assert.doesNotMatch(said, /HTTP 400/, `${args.join(' ')}: input refused`);
      // `rounds` exits 1 when a round needs attention (documented); the others only on a refusal.
      if (code !== 0 && args[0] !== 'rounds')
        assert.match(said, /HTTP 40[49]|订单不存在/, `${args.join(' ')}\n${said}`);
    }
  });

  it('--help prints every command and exits 0', async () => {
    assert.equal(await run(['--help']), 0);
    assert.match(lines.out.join('\n'), /audit-log verify/);
    assert.equal(await run(['credit', '--nope', 'demo001', '1']), 2);
  });
});
