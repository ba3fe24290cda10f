/**
 * The lottery room's first paint under test (lib/router/paint-lottery.ts): the build's paint file,
 * room answers, a member, and a page reset between tests (__tests__/perf/paint-lottery*.test.tsx).
 */
import { renderToString } from 'react-dom/server';
import { FirstPaints } from '@/components/app/first-paints';
import { setExtensionsForTests } from '@/lib/api/backend';
import type { EarlyAnswer } from '@/lib/api/early-answers';
import { blankUser } from '@/lib/api/normalise/member';
import { setConfigForTests } from '@/lib/config';
import type { User } from '@/lib/member/user';
import type { Cents } from '@/lib/money';
import type { LotteryPaintFile } from '@/lib/router/first-script/setup';
import { KEYS } from '@/lib/storage';
import { paintsOf, readPaintsOf } from '../../scripts/first-paints.mjs';
import { mockFetch } from './fetch-mock';
import { resetApp } from './render';

const page = renderToString(<FirstPaints />);
export const lottery = readPaintsOf(page)['/lottery'] as LotteryPaintFile;
export const loading = paintsOf(page)['/lottery'] as string;

export const API = 'https://api.example.com/v1';
export const MEMBER: User = blankUser({ id: 42, username: 'lucky88', isTrial: false, balance: 123456789 as Cents });

/** A room answer (the cases below change parts of it). */
export function roomData(over: Record<string, unknown> = {}, nowdata: Record<string, unknown> = {}) {
  return {
    id: 11,
    title: '初级房',
    ftime: 10,
    lottery: {
      id: 3,
      title: '加拿大28',
      type: 2,
      nowdata: { expect: '3100000', nextexpect: '3100001', timeout: 95, ...nowdata },
      openlist: [],
    },
    chatdata: [],
    playbox: [],
    ...over,
  };
}
export const withLottery = (lot: Record<string, unknown>, over: Record<string, unknown> = {}) => {
  const base = roomData(over);
  return { ...base, lottery: { ...base.lottery, ...lot } };
};

export const answer = (body: unknown, status = 200): EarlyAnswer => ({
  status,
  text: typeof body === 'string' ? body : JSON.stringify(body),
  at: performance.now(),
  base: API,
});

/** A chat of every kind of row. */
export const CHAT = [
  { id: 1, sysmsg: 1, content: '欢迎来到初级房' },
  {
    id: 2,
    user_id: 7,
    author: '小明',
    avatar: '/img/a.png',
    content: '<img src=x onerror=alert(1)>',
    time: '2026-11-28 12:03:04',
  },
  { id: 3, user_id: '42', author: 'lucky88', content: '我也来', time: '2026-11-28 12:03:09' },
  { id: 4, user_id: 8, author: '', content: '大 100', order: '0', created_at: '2026-11-28 9:5' },
  { id: 5, user_id: 9, author: '😀阿强', headurl: 'https://cdn.example.com/h.png', content: '   ', time: 'yesterday' },
  { id: 6, user_id: 42, author: 'lucky88', content: '下注 小', order: 0, time: ' 2026-11-28 25:61:61 ' },
];

/** This device's copy of /api/app: the session line's extension offered or not. */
export const lineOffered = (on: boolean) => {
  localStorage.setItem(KEYS.appInfo, JSON.stringify({ extensions: on ? ['realityCheck'] : [] }));
  setExtensionsForTests(on ? ['realityCheck'] : []);
};

/**
 * Registers the page reset of these tests: storage and document cleared, the API base set, this
 * device offering the session line, and the live session line's own read left unanswered (the
 * first render is compared).
 */
export function lotteryPaintPage(): void {
  beforeEach(() => {
    resetApp('#/');
    document.body.innerHTML = '';
    setConfigForTests({ apiBaseUrl: API });
    mockFetch({ '/api/protectionSession': () => new Promise(() => {}) });
    lineOffered(true);
  });
  afterAll(() => {
    setConfigForTests(null);
    setExtensionsForTests(null);
  });
}
