/**
 * System messages (sysmsg 1, author 系统, no avatar) reach every socket of the room with their
 * extra fields, and chat history (chatdata) keeps them as text, oldest first.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { postSystemMessage, saveSystemMessage } from '../src/domain/chat/system-messages.ts';
import { recentMessages } from '../src/domain/chat/history.ts';
import { BEIJING_TIME_RE, createTestApp, DEMO_PASSWORD, loginAs, type TestApp } from './helpers.ts';
import { listenOn, nextFrame, openSocket, admitted } from './chat-support.ts';

describe('chat system messages and history', () => {
  let t: TestApp;
  let base: string;
  let token: string;
  before(async () => {
    // No round clock: the seeded rooms used here get no 已封盘/draw messages of their own.
    t = await createTestApp({ lotteryScheduler: false });
    base = await listenOn(t.app);
    token = await loginAs(t.app, 'demo001', DEMO_PASSWORD);
  });
  after(async () => t.close());

  it('a system message is stored with sysmsg 1 and broadcast with its extra fields', async () => {
    const ws = await openSocket(`${base}?roomid=11&_token=${token}`);
    await admitted(ws);
    const arriving = nextFrame(ws);
    const nowdata = { expect: '2984522', nextexpect: '2984523', timeout: 210 };
    const posted = await postSystemMessage(t.app, '11', '第2984521期 开奖结果 3+8+5=16 大双', {
      type: 'draw',
      nowdata,
      sysmsg: 0,
      id: -1,
    });
    const frame = JSON.parse(await arriving);
    assert.deepEqual(frame, JSON.parse(JSON.stringify(posted)));
    assert.equal(frame.sysmsg, 1, 'extra fields never overwrite the message fields');
    assert.equal(frame.author, '系统');
    assert.equal(frame.avatar, '');
    assert.equal(frame.user_id, 0);
    assert.equal(frame.type, 'draw');
    assert.deepEqual(frame.nowdata, nowdata);
    assert.ok(frame.id > 0);
    assert.match(frame.time, BEIJING_TIME_RE);
    const [row] = await t.db.query<{ sysmsg: number; author: string; user_id: number | null }>(
      'SELECT sysmsg, author, user_id FROM chat_messages WHERE id = $1',
      [frame.id],
    );
    assert.deepEqual(row, { sysmsg: 1, author: '系统', user_id: null });
    ws.close();
  });

  it('over-long system text is cut to 200 characters instead of failing', async () => {
    const frame = await saveSystemMessage(t.db, '12', '开'.repeat(300));
    assert.equal([...frame.content].length, 200);
    assert.ok(frame.content.endsWith('…'));
  });

  it('history returns the latest messages oldest first, system rows without avatar, players with one', async () => {
    const ws = await openSocket(`${base}?roomid=13&_token=${token}`);
    await admitted(ws);
    for (const content of ['一', '二', '三']) {
      const echoed = nextFrame(ws);
      ws.send(JSON.stringify({ content, order: 1 }));
      await echoed;
    }
    await postSystemMessage(t.app, '13', '第1期 已封盘');
    await new Promise((r) => setTimeout(r, 50));
    const rows = await recentMessages(t.db, '13', 3, { origin: 'https://m.example.com' });
    assert.deepEqual(
      rows.map((r) => r.content),
      ['二', '三', '第1期 已封盘'],
    );
    assert.deepEqual(
      rows.map((r) => r.sysmsg),
      [0, 0, 1],
    );
    assert.equal(
      rows[0]!.avatar,
      'https://m.example.com/uploads/avatars/avatar1.svg',
      'a player row carries its own avatar as an absolute URL',
    );
    assert.equal(rows[2]!.avatar, '');
    assert.equal(rows[2]!.author, '系统');
    assert.equal(rows[0]!.author, 'dem***01');
    assert.equal(rows[0]!.created_at, rows[0]!.time);
    assert.ok(rows[0]!.id < rows[1]!.id && rows[1]!.id < rows[2]!.id);
    assert.deepEqual(await recentMessages(t.db, '13', 0), []);
    // A room nobody in this file writes to has no history.
    assert.deepEqual(await recentMessages(t.db, '43', 10), []);
    ws.close();
  });
});
