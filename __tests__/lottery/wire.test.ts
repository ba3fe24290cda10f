import { toChatMessage } from '@/lib/api/normalise/chat';
import {
  parseDrawNumber,
  toDrawResult,
  toLottery,
  toLotteryRoom,
  toPlayGroup,
  toRoundState,
} from '@/lib/api/normalise/lottery';
import { setConfigForTests } from '@/lib/config';
import { parseBeijing } from '@/lib/time';

beforeEach(() => setConfigForTests({}));

/** The example of docs/API.md#lotteryroom, plus the docs/LOTTERY.md additions. */
const contractRoom = {
  id: 11,
  title: '初级房',
  ftime: 30,
  lottery: {
    id: 1,
    title: '加拿大28',
    type: 2,
    nowdata: {
      expect: '2984521',
      nextexpect: '2984522',
      timeout: 137,
      opentime: '2024-05-01 13:45:00',
      nexttime: '2024-05-01 13:48:30',
      next_hash: 'AB'.repeat(32),
      last: {
        expect: '2984521',
        number: '3,8,5',
        sum: 16,
        hash: 'cd'.repeat(32),
        seed: 'ef'.repeat(32),
        extend: {
          numbers: [3, 8, 5],
          sum: 16,
          big_small: '大',
          odd_even: '双',
          combo: '大双',
          extreme: null,
          color: '绿',
          shape: '杂六',
        },
      },
    },
    openlist: [
      {
        expect: '2984520',
        number: '1,1,1',
        opentime: '2024-05-01 13:41:30',
        extend: { sum: 3, big_small: '小', odd_even: '单' },
      },
      {
        expect: '2984521',
        number: '3,8,5',
        opentime: '2024-05-01 13:45:00',
        extend: { sum: 16, big_small: '大', odd_even: '双' },
      },
    ],
  },
  chatdata: [
    {
      id: 9001,
      user_id: 123,
      author: 'pla***01',
      avatar: 'https://x/a.png',
      content: '跟了',
      sysmsg: 0,
      created_at: '2024-05-01 13:44:10',
    },
  ],
  playbox: [
    {
      id: 1,
      name: '混合',
      desc: '<p>和值14-27为大…</p>',
      special: 0,
      childrens: [
        { id: 101, playtitle: '大', odds: '1.98' },
        { id: 102, playtitle: '小', odds: 1.98 },
      ],
    },
    {
      id: 2,
      name: '特码',
      desc: '<p>猜中和值…</p>',
      special: '1',
      childrens: [{ id: 200, playtitle: '0', odds: '970' }],
    },
  ],
};

describe('lottery room (GET /api/lotteryRoom?room_id)', () => {
  it('reads the documented example into the UI room', () => {
    const room = toLotteryRoom(contractRoom as never, 1234);
    expect(room).toMatchObject({
      id: 11,
      title: '初级房',
      ftime: 30,
      lottery: { id: 1, title: '加拿大28', type: 2 },
      minBet: null,
      maxBet: null,
    });
    expect(room.round).toEqual({
      expect: '2984521',
      nextExpect: '2984522',
      timeoutS: 137,
      receivedAt: 1234,
      nextHash: 'ab'.repeat(32),
      last: {
        expect: '2984521',
        numbers: [3, 8, 5],
        special: null,
        sum: 16,
        labels: ['大', '双', '大双', '杂六', '绿'],
        openTime: null,
        hash: 'cd'.repeat(32),
        seed: 'ef'.repeat(32),
      },
    });
    expect(room.playGroups).toEqual([
      {
        id: 1,
        name: '混合',
        descHtml: '<p>和值14-27为大…</p>',
        special: false,
        options: [
          { id: 101, title: '大', odds: '1.98' },
          { id: 102, title: '小', odds: '1.98' },
        ],
      },
      {
        id: 2,
        name: '特码',
        descHtml: '<p>猜中和值…</p>',
        special: true,
        options: [{ id: 200, title: '0', odds: '970' }],
      },
    ]);
    expect(room.chat).toEqual([
      {
        id: 9001,
        userId: 123,
        author: 'pla***01',
        avatar: 'https://x/a.png',
        content: '跟了',
        system: false,
        order: 1,
        time: parseBeijing('2024-05-01 13:44:10'),
      },
    ]);
  });

  it('puts the history newest first whatever order the server used', () => {
    const room = toLotteryRoom(contractRoom as never, 0);
    expect(room.history.map((d) => d.expect)).toEqual(['2984521', '2984520']);
    expect(room.history[1]).toMatchObject({
      numbers: [1, 1, 1],
      sum: 3,
      labels: ['小', '单'],
      openTime: parseBeijing('2024-05-01 13:41:30'),
      hash: null,
      seed: null,
    });
  });

  it('tolerates numbers as strings, room limits, missing lists and a missing lottery', () => {
    const room = toLotteryRoom(
      {
        id: '12',
        name: '中级房',
        ftime: '20',
        min_bet: '10',
        max_bet: 50000,
        lottery: { id: '3', title: '香港六合彩', type: '1', nowdata: { expect: 7, nextexpect: 8, timeout: '-2' } },
      } as never,
      0,
    );
    expect(room).toMatchObject({
      id: 12,
      title: '中级房',
      ftime: 20,
      minBet: 1000,
      maxBet: 5000000,
      lottery: { id: 3, type: 1 },
      history: [],
      chat: [],
      playGroups: [],
    });
    expect(room.round).toMatchObject({ expect: '7', nextExpect: '8', timeoutS: -2, nextHash: null, last: null });
    expect(toLotteryRoom(null, 0)).toMatchObject({
      id: 0,
      lottery: { type: 2 },
      round: { timeoutS: 0, last: null },
      history: [],
    });
  });
});

describe('draw results', () => {
  it('reads a type 1 draw from number text "05,12,19,23,37,41+08"', () => {
    expect(toDrawResult({ expect: '2024051', number: '05,12,19,23,37,41+08' }, 1)).toMatchObject({
      numbers: [5, 12, 19, 23, 37, 41],
      special: 8,
      sum: null,
      labels: [],
    });
  });

  it('prefers the type 1 extended fields and shows the special two-sides and colour', () => {
    const d = toDrawResult(
      {
        expect: '1',
        number: '',
        extend: {
          normals: ['1', '2', '3', '4', '5', '6'],
          special: '49',
          special_big_small: '大',
          special_odd_even: '单',
          special_color: '绿波',
        },
      },
      1,
    );
    expect(d).toMatchObject({ numbers: [1, 2, 3, 4, 5, 6], special: 49, labels: ['大', '单', '绿波'] });
  });

  it('computes the type 2 sum when the server leaves it out, and reads "3+8+5=16"', () => {
    expect(toDrawResult({ expect: '1', number: '9,9,8' }, 2)).toMatchObject({ numbers: [9, 9, 8], sum: 26 });
    expect(parseDrawNumber('3+8+5=16')).toEqual({ normals: [3, 8, 5], special: null });
    expect(parseDrawNumber('')).toBeNull();
    expect(parseDrawNumber('a,b')).toBeNull();
  });

  it('drops a hash or seed that is not hex, and lower-cases the rest', () => {
    expect(toDrawResult({ expect: '1', hash: 'not hex', seed: 'ABCD' }, 2)).toMatchObject({ hash: null, seed: 'abcd' });
  });

  it('a round state without a last draw (a fresh lottery) has last null', () => {
    expect(toRoundState({ expect: '', nextexpect: '1', timeout: 60, last: null }, 2, 5)).toEqual({
      expect: '',
      nextExpect: '1',
      timeoutS: 60,
      receivedAt: 5,
      nextHash: null,
      last: null,
    });
  });
});

describe('chat messages', () => {
  it('reads a socket frame (time, order 0 bet notice)', () => {
    expect(
      toChatMessage({
        id: 9002,
        user_id: '123',
        author: 'pla***01',
        avatar: '',
        content: '第2984522期 大 10元',
        sysmsg: 0,
        order: 0,
        time: '2024-05-01 13:44:10',
      }),
    ).toEqual({
      id: 9002,
      userId: 123,
      author: 'pla***01',
      avatar: '',
      content: '第2984522期 大 10元',
      system: false,
      order: 0,
      time: parseBeijing('2024-05-01 13:44:10'),
    });
  });

  it('reads a system frame and gives id-less frames unique local ids', () => {
    const a = toChatMessage({ author: '系统', avatar: '', content: '第1期 已封盘', sysmsg: '1' });
    const b = toChatMessage({ author: '系统', content: '第2期 已封盘', sysmsg: 1 });
    expect(a).toMatchObject({ system: true, userId: null, order: 1, time: null });
    expect(a.id).toBeLessThan(0);
    expect(b.id).not.toBe(a.id);
  });

  it('takes the avatar from headurl (docs/API.md#chat-socket) and resolves relative paths against the API', () => {
    setConfigForTests({ apiBaseUrl: 'https://api.example' });
    expect(toChatMessage({ id: 1, headurl: '/static/a.png', content: 'x' }).avatar).toBe(
      'https://api.example/static/a.png',
    );
  });

  it('keeps markup as plain text content (rendering decides, and renders text)', () => {
    expect(toChatMessage({ id: 1, content: '<img src=x onerror=alert(1)>' }).content).toBe(
      '<img src=x onerror=alert(1)>',
    );
  });
});

describe('lottery list and play groups', () => {
  it('reads /api/lotteryList rows', () => {
    expect(toLottery({ id: '1', title: '加拿大28', type: '2', room_count: '3' })).toEqual({
      id: 1,
      title: '加拿大28',
      type: 2,
      logo: '',
      roomCount: 3,
    });
  });
  it('a group without children has no options; a special flag "0" is off', () => {
    expect(toPlayGroup({ id: 5, name: '特码', special: '0', childrens: null })).toEqual({
      id: 5,
      name: '特码',
      descHtml: '',
      special: false,
      options: [],
    });
  });
});
