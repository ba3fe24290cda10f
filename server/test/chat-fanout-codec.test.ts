/**
 * The NOTIFY payload codec and the per-user chat allowance, without a database or sockets.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  encodeFrame,
  fanoutKey,
  FrameDecoder,
  MAX_PAYLOAD_BYTES,
  signPayload,
  verifiedPayload,
} from '../src/domain/chat/notify-codec.ts';
import { UserRateLimit } from '../src/domain/chat/user-rate.ts';
import { chatChannel } from '../src/domain/chat/pg-fanout.ts';
import type { Queryable } from '../src/db/types.ts';

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

describe('chat fan-out payloads', () => {
  it('only a payload signed with the server key is accepted: unsigned, forged or altered ones are not', () => {
    const key = fanoutKey('test-server-secret-0123456789abcdefghij');
    const [payload] = encodeFrame('11', JSON.stringify({ content: '真的', sysmsg: 1 }));
    const signed = signPayload(key, payload!);
    assert.equal(verifiedPayload(key, signed), payload);
    assert.ok(Buffer.byteLength(signed, 'utf8') < 8000);
    assert.equal(verifiedPayload(key, payload!), null, 'unsigned (what any NOTIFY can send)');
    assert.equal(verifiedPayload(fanoutKey('another-secret-0123456789abcdefghijkl'), signed), null, 'another key');
    assert.equal(verifiedPayload(key, signed.replace('真的', '假的')), null, 'altered');
    assert.equal(verifiedPayload(key, `s${'A'.repeat(22)}${payload}`), null, 'made-up signature');
    const big = encodeFrame('11', JSON.stringify({ n: '开'.repeat(20_000) })).map((p) => signPayload(key, p));
    for (const p of big) assert.ok(Buffer.byteLength(p, 'utf8') < 8000, `${Buffer.byteLength(p)} bytes`);
  });

  it('a small frame is one payload and comes back unchanged, text for text', () => {
    const text = JSON.stringify({ id: 1, content: '跟了 <b>x</b>', sysmsg: 0 });
    const payloads = encodeFrame('11', text);
    assert.equal(payloads.length, 1);
    assert.deepEqual(new FrameDecoder().accept(payloads[0]!), { roomId: '11', text });
  });

  it('every payload stays under the 8000-byte NOTIFY limit, even for multi-byte text', () => {
    const text = JSON.stringify({ type: 'draw', nowdata: { openlist: '开奖结果'.repeat(20_000) } });
    const payloads = encodeFrame('room-7', text);
    assert.ok(payloads.length > 1);
    for (const p of payloads) assert.ok(bytes(p) <= MAX_PAYLOAD_BYTES, `${bytes(p)} bytes`);
    const decoder = new FrameDecoder();
    const results = payloads.map((p) => decoder.accept(p));
    assert.deepEqual(results.slice(0, -1), new Array(payloads.length - 1).fill(null));
    assert.deepEqual(results.at(-1), { roomId: 'room-7', text });
    assert.equal(decoder.pending, 0);
  });

  it('parts of two big frames may arrive interleaved and out of order', () => {
    const a = JSON.stringify({ n: 'a'.repeat(12_000) });
    const b = JSON.stringify({ n: '乙'.repeat(6_000) });
    const pa = encodeFrame('1', a);
    const pb = encodeFrame('2', b);
    const decoder = new FrameDecoder();
    const got = [pb[2]!, pa[1]!, pb[0]!, pa[2]!, pa[0]!, pb[1]!, ...pb.slice(3)]
      .map((p) => decoder.accept(p))
      .filter(Boolean);
    assert.deepEqual(got, [
      { roomId: '1', text: a },
      { roomId: '2', text: b },
    ]);
  });

  it('a frame whose parts stop coming is forgotten after 30 s; a duplicate part is ignored', () => {
    let now = 0;
    const decoder = new FrameDecoder(() => now);
    const parts = encodeFrame('1', JSON.stringify({ n: 'x'.repeat(9_000) }));
    assert.equal(decoder.accept(parts[0]!), null);
    assert.equal(decoder.accept(parts[0]!), null);
    assert.equal(decoder.pending, 1);
    now = 31_000;
    assert.equal(decoder.accept(encodeFrame('1', JSON.stringify({ n: 'y'.repeat(9_000) }))[0]!), null);
    assert.equal(decoder.pending, 1, 'the stale frame was swept, the new one waits');
  });

  it('a room id with a tab (the separator) is refused rather than misrouted', () => {
    assert.throws(() => encodeFrame('1\t2', '{}'), RangeError);
    assert.throws(() => encodeFrame('', '{}'), RangeError);
  });

  it('the channel is tg_chat in schema public and per schema elsewhere (NOTIFY is database-wide)', async () => {
    const inSchema = (schema: string): Queryable => ({
      query: async () => [{ schema }] as never,
      exec: async () => {},
    });
    assert.equal(await chatChannel(inSchema('public')), 'tg_chat');
    assert.equal(await chatChannel(inSchema('t_123_1_abcdef')), 'tg_chat_t_123_1_abcdef');
    const odd = await chatChannel(inSchema('Tenant-A'));
    assert.match(odd, /^tg_chat_[0-9a-f]{16}$/);
    assert.notEqual(odd, await chatChannel(inSchema('Tenant-B')));
  });

  it('payloads that are not ours are ignored', () => {
    const decoder = new FrameDecoder();
    for (const p of ['', 'hello', 'mnoroom', 'pkey\tx\t2\tAA', 'pkey\t5\t2\tAA'])
      assert.equal(decoder.accept(p), null, p);
  });
});

describe('chat allowance per user', () => {
  it('counts every message of a user together and renews after the window', () => {
    let now = 0;
    const limit = new UserRateLimit(3, 10_000, () => now);
    assert.deepEqual(
      [1, 1, 1, 1].map(() => limit.take(7)),
      [true, true, true, false],
    );
    assert.equal(limit.take(8), true, 'another user has their own allowance');
    now = 9_999;
    assert.equal(limit.take(7), false);
    now = 10_000;
    assert.equal(limit.take(7), true);
  });

  it('0 switches the limit off', () => {
    const limit = new UserRateLimit(0, 10_000);
    for (let i = 0; i < 100; i++) assert.equal(limit.take(1), true);
  });
});
