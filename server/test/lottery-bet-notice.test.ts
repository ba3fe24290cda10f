/**
 * The bet notice of POST /api/lotteryOrder in the room chat: the server's own summary, announced by
 * lotteryOrder itself after the commit, once; the client's order-0 frame only catches a failed
 * announcement. The order's own checks: lottery-order.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type WebSocket from 'ws';
import { admitted, frameWhere, listenOn, nextFrame, openSocket } from './chat-support.ts';
import {
  current,
  funded,
  lotteryTestApp,
  optionId,
  order,
  PC28,
  PC28_ROOM,
  type LotteryTestApp,
} from './lottery-support.ts';

describe('bet notice on the room socket', () => {
  let t: LotteryTestApp;
  let base: string;
  before(async () => {
    t = await lotteryTestApp();
    await t.tickAt(0);
    base = await listenOn(t.app);
  });
  after(async () => t.close());

  /** Every order-0 frame a socket receives. */
  const notices = (ws: WebSocket) => {
    const seen: any[] = [];
    ws.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('{') && JSON.parse(text).order === 0) seen.push(JSON.parse(text));
    });
    return seen;
  };
  const storedNotices = async (userId: number) =>
    (
      await t.db.query<{ content: string }>(
        'SELECT content FROM chat_messages WHERE user_id = $1 AND order_flag = 0 ORDER BY id',
        [userId],
      )
    ).map((r) => r.content);
  /** Lets any frame still on its way arrive (NOTIFY on PostgreSQL), then a ping round trip. */
  const settle = async (ws: WebSocket) => {
    await new Promise((r) => setTimeout(r, 300));
    await admitted(ws);
  };

  it("lotteryOrder itself announces the notice to the room, once: the bettor's later order-0 frame adds nothing", async () => {
    const m = await funded(t.app);
    const watcher = await funded(t.app);
    const ws = await openSocket(`${base}?roomid=${PC28_ROOM}&_token=${m.token}`);
    const other = await openSocket(`${base}?roomid=${PC28_ROOM}&_token=${watcher.token}`);
    const elsewhere = await openSocket(`${base}?roomid=12&_token=${watcher.token}`);
    for (const s of [ws, other, elsewhere]) await admitted(s);
    const heard = notices(other);
    const heardElsewhere = notices(elsewhere);

    const expect = String((await current(t, PC28)).expect);
    const seen = frameWhere(other, (f) => f.order === 0);
    const r = await order(t.app, m.token, {
      room_id: PC28_ROOM,
      expect,
      order: [{ id: await optionId(t, PC28, '大'), total: 10, data: '' }],
    });
    assert.equal(r.body.code, 200, r.text);
    // No frame from the bettor: the server announced it on its own.
    const frame = await seen;
    assert.equal(frame.content, `第${expect}期 大 10元`);
    assert.equal(frame.content, r.body.data.notice);
    assert.equal(frame.user_id, m.id);
    assert.equal(frame.author, `${m.name.slice(0, 3)}***${m.name.slice(-2)}`);
    // The avatar as an absolute URL of the bet request's own origin (inject: http://localhost).
    assert.equal(frame.avatar, 'http://localhost/uploads/avatars/default.svg');
    assert.equal(frame.sysmsg, 0);
    const [row] = await t.db.query<{ announced: boolean }>('SELECT announced FROM lottery_orders WHERE user_id = $1', [
      m.id,
    ]);
    assert.equal(row!.announced, true);

    // The client's follow-up frame (as the legacy client sends it) finds nothing left to announce.
    ws.send(JSON.stringify({ content: '第1期 大 10元', order: 0 }));
    await settle(ws);
    await settle(other);
    assert.equal(heard.length, 1);
    assert.deepEqual(heardElsewhere, [], 'another room of the lottery hears nothing');
    assert.deepEqual(await storedNotices(m.id), [`第${expect}期 大 10元`]);
    for (const s of [ws, other, elsewhere]) s.close();
  });

  it('a replay of lotteryOrder with the same Idempotency-Key announces nothing again', async () => {
    const m = await funded(t.app);
    const watcher = await funded(t.app);
    const other = await openSocket(`${base}?roomid=${PC28_ROOM}&_token=${watcher.token}`);
    await admitted(other);
    const heard = notices(other);
    const expect = String((await current(t, PC28)).expect);
    const body = { room_id: PC28_ROOM, expect, order: [{ id: await optionId(t, PC28, '小'), total: 10, data: '' }] };
    const key = { 'idempotency-key': `notice-${m.id}` };
    const seen = frameWhere(other, (f) => f.order === 0 && f.user_id === m.id);
    const first = await order(t.app, m.token, body, key);
    assert.equal(first.body.code, 200, first.text);
    await seen;
    const again = await order(t.app, m.token, body, key);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.equal(again.text, first.text);
    await settle(other);
    assert.deepEqual(
      heard.map((f) => f.content),
      [`第${expect}期 小 10元`],
    );
    assert.deepEqual(await storedNotices(m.id), [`第${expect}期 小 10元`]);
    other.close();
  });

  it("when the announcement fails the bet still stands; the bettor's order-0 frame then announces the server's own summary, once", async () => {
    const m = await funded(t.app);
    const watcher = await funded(t.app);
    const ws = await openSocket(`${base}?roomid=${PC28_ROOM}&_token=${m.token}`);
    const other = await openSocket(`${base}?roomid=${PC28_ROOM}&_token=${watcher.token}`);
    await admitted(ws);
    await admitted(other);
    const heard = notices(other);

    // Nothing to announce yet: no frame (a ping answers first).
    ws.send(JSON.stringify({ content: '我中了一百万', order: 0 }));
    ws.send('ping');
    assert.equal(await nextFrame(ws), 'pong');

    const expect = String((await current(t, PC28)).expect);
    // The chat store refuses bet notices for a moment: the announcement fails after the commit.
    await t.db.query('ALTER TABLE chat_messages ADD CONSTRAINT test_no_notices CHECK (order_flag <> 0) NOT VALID');
    let r;
    try {
      r = await order(t.app, m.token, {
        room_id: PC28_ROOM,
        expect,
        order: [{ id: await optionId(t, PC28, '大'), total: 10, data: '' }],
      });
    } finally {
      await t.db.query('ALTER TABLE chat_messages DROP CONSTRAINT test_no_notices');
    }
    assert.equal(r.body.code, 200, r.text);
    assert.equal(r.body.message, '投注成功');
    const [row] = await t.db.query<{ announced: boolean }>('SELECT announced FROM lottery_orders WHERE user_id = $1', [
      m.id,
    ]);
    assert.equal(row!.announced, false);
    assert.deepEqual(heard, []);

    const seen = frameWhere(other, (f) => f.order === 0);
    ws.send(JSON.stringify({ content: '假的通知 1000000元', order: 0 }));
    const frame = await seen;
    assert.equal(frame.content, `第${expect}期 大 10元`);
    assert.equal(frame.content, r.body.data.notice);
    assert.equal(frame.user_id, m.id);

    // Announced once: a second order-0 frame finds nothing new.
    ws.send(JSON.stringify({ content: '再来一次', order: 0 }));
    await settle(ws);
    await settle(other);
    assert.equal(heard.length, 1);
    assert.deepEqual(await storedNotices(m.id), [`第${expect}期 大 10元`]);
    const [n] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lottery_orders WHERE NOT announced');
    assert.equal(n!.n, 0);
    for (const s of [ws, other]) s.close();
  });

  it('round closes: 已封盘 then the draw with type "draw" and the new nowdata reach the room', async () => {
    const m = await funded(t.app);
    const ws = await openSocket(`${base}?roomid=${PC28_ROOM}&_token=${m.token}`);
    await admitted(ws);
    const round = await current(t, PC28);
    const closed = frameWhere(ws, (f) => f.sysmsg === 1 && f.content.includes('已封盘'));
    await t.app.lottery.tick(round.closeAt);
    const closeFrame = await closed;
    assert.equal(closeFrame.content, `第${round.expect}期 已封盘`);
    assert.equal(closeFrame.author, '系统');
    assert.equal(closeFrame.avatar, '');
    const drawn = frameWhere(ws, (f) => f.type === 'draw');
    await t.app.lottery.tick(round.drawAt);
    const drawFrame = await drawn;
    assert.match(drawFrame.content, new RegExp(`^第${round.expect}期 开奖结果 \\d\\+\\d\\+\\d=\\d{1,2} [大小][单双]$`));
    assert.equal(drawFrame.nowdata.last.expect, String(round.expect));
    assert.equal(drawFrame.nowdata.nextexpect, String(round.expect + 1n));
    assert.equal(drawFrame.nowdata.last.seed.length, 64);
    ws.close();
  });
});
