/**
 * The LISTEN connection's keep-alive: a connection that stops answering (half-open: no error, no
 * end, just silence) is noticed within seconds, reported as down, replaced and LISTENed again.
 */
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { describe, it } from 'node:test';
import type pg from 'pg';
import { KEEPALIVE_SQL, PgListener } from '../src/db/listener.ts';

/** A pg.Client stand-in: answers until `silent`, then never again (as a dead peer behind a NAT). */
class FakeClient extends EventEmitter {
  silent = false;
  readonly queries: string[] = [];
  async connect(): Promise<void> {}
  query(sql: string): Promise<{ rows: { pid: number }[] }> {
    this.queries.push(sql);
    if (this.silent) return new Promise(() => {});
    return Promise.resolve({ rows: [{ pid: 7 }] });
  }
  async end(): Promise<void> {}
}

const quiet = { info: () => {}, warn: () => {} };

describe('LISTEN keep-alive', () => {
  it('a silent connection is dropped within the keep-alive time, then reconnected and LISTENed again', async () => {
    const clients: FakeClient[] = [];
    const states: boolean[] = [];
    const listener = new PgListener({
      connect: () => {
        const client = new FakeClient();
        clients.push(client);
        return client as unknown as pg.Client;
      },
      channel: 'tg_chat_test',
      onPayload: () => {},
      onState: (up) => states.push(up),
      log: quiet,
      minDelayMs: 10,
      keepAliveMs: 50,
      keepAliveTimeoutMs: 100,
    });
    await listener.start();
    await new Promise((r) => setTimeout(r, 120));
    assert.ok(clients[0]!.queries.includes(KEEPALIVE_SQL), 'the keep-alive runs on the LISTEN connection');
    assert.equal(clients.length, 1, 'an answering connection is kept');
    clients[0]!.silent = true;
    const deadline = Date.now() + 2000;
    while (listener.connections < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await listener.close();
    assert.equal(listener.connections, 2, 'reconnected');
    assert.deepEqual(states.slice(0, 3), [true, false, true], 'down, then up: the member cache starts over');
    assert.ok(clients[1]!.queries.includes('LISTEN tg_chat_test'), 'LISTENs again on the new connection');
  });
});
