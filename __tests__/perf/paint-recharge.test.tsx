/**
 * A member's /recharge drawn from its first reads (lib/router/paint-recharge.ts): the build renders
 * the live view once per first way from answers of markers, the fillers' file
 * (lib/router/first-script/recharge.ts) picks the variant of the answers' first way, drops the
 * tiles of the ways not offered and draws the accounts, exactly as the live view draws the same
 * answers, or draws nothing.
 */
import { render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { FirstPaintFallback } from '@/components/app/first-paint-fallback';
import { FirstPaints } from '@/components/app/first-paints';
import { FirstScreen } from '@/components/app/first-screen';
import { RechargeView } from '@/components/wallet/deposit/recharge-view';
import { toPayWays, toReceivingAccount } from '@/lib/api/normalise/wallet';
import { toList } from '@/lib/api/normalise/scalars';
import type { WirePayBank } from '@/contract/money/schemas';
import { blankUser } from '@/lib/api/normalise/member';
import { setConfigForTests } from '@/lib/config';
import type { User } from '@/lib/member/user';
import { FIRST_PAINT, PAINT_ATTRIBUTE, PAINT_BODY, type FirstPaintStore } from '@/lib/router/first-paint';
import { ROUTE_READS } from '@/lib/router/first-reads';
import { firstReadsScript } from '@/lib/router/first-reads-script';
import { putMarks } from '@/lib/router/first-script/marks';
import { resolvePicture } from '@/lib/router/first-script/picture';
import { wireReaders } from '@/lib/router/first-script/wire';
import { fillRecharge } from '@/lib/router/first-script/recharge';
import type { RechargePaintFile } from '@/lib/router/first-script/setup';
import { RECHARGE_VARIANTS } from '@/lib/router/paint-recharge';
import { KEYS } from '@/lib/storage';
import { paintFiles, paintsOf, readPaintsOf } from '../../scripts/first-paints.mjs';
import { withChunkMap, withPaintFolder } from '../../scripts/inline-first-reads.mjs';
import { sameMarkup } from '../support/canonical';
import { mockFetch, ok } from '../support/fetch-mock';
import { runInlineScriptAt } from '../support/inline-script';
import { freshPaintPage } from '../support/paint-page';
import { resetApp } from '../support/render';

const page = renderToString(<FirstPaints />);
const recharge = readPaintsOf(page)['/recharge'] as RechargePaintFile;
const loading = paintsOf(page)['/recharge'] as string;

const API = 'https://api.example.com/v1';
const MEMBER: User = blankUser({ id: 42, username: 'lucky88', usdtRate: '7.25', isTrial: false });
const ALL_WAYS = { card: 1, usdt: 1, wechat: 1, alipay: 1 };
const BANKS = [
  {
    id: 1,
    bank_no: ' 6222020000001234 ',
    bank_owner: '李四',
    bank_address: '深圳分行',
    bank_data: { bank_name: '中国工商银行' },
    ico: '/img/icbc.png',
  },
  {
    id: 2,
    bank_no: 6225880212345678,
    bank_owner: '王五<b>x</b>',
    bank_address: '',
    bank_name: '招商银行',
    ico: 'https://cdn.example.com/cmb.png',
  },
  {
    id: 3,
    bank_no: '62170000',
    bank_owner: '孙七',
    bank_address: '上海分行',
    bank_data: { bank_name: null },
    bank_name: '建设银行',
  },
  { id: 4, bank_no: '62170001', bank_owner: '赵六', bank_data: [] },
];

/** An account the filler draws (the cases below change one field). */
const ROW = { bank_owner: '李四', bank_no: '6222', bank_name: '工商银行' };

const answer = (body: unknown, status = 200) => ({
  status,
  text: typeof body === 'string' ? body : JSON.stringify(body),
  at: 0,
  base: API,
});

/** A page with /recharge's loading state painted; the filler run on the answers; its drawing, or null. */
function filled(ways: unknown, banks: unknown, user: unknown = MEMBER, status = 200) {
  const slot = document.createElement('div');
  slot.innerHTML = loading;
  const drawn = fillRecharge(
    document,
    slot,
    recharge,
    answer(ways, status),
    banks === null ? null : answer(banks),
    user,
    putMarks,
    resolvePicture,
    wireReaders(),
  );
  return { slot, drawn };
}

/** The live view's render once both reads have answered (the client reads each envelope's data). */
function live(ways: unknown, banks: unknown, user: User = MEMBER): Element {
  const { container } = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RechargeView
        user={user}
        ways={{ data: toPayWays(ways), retry: () => {} }}
        banks={{
          data: toList<WirePayBank, ReturnType<typeof toReceivingAccount>>(banks, toReceivingAccount),
          retry: () => {},
        }}
      />
    </SWRConfig>,
  );
  return container.firstElementChild!;
}

beforeEach(() => {
  resetApp('#/');
  setConfigForTests({ apiBaseUrl: API });
});
afterAll(() => setConfigForTests(null));

describe('the build (components/app/first-paints.tsx, scripts/first-paints.mjs)', () => {
  it("draws the loading state, and one variant per first way, from the route's own reads", () => {
    expect(recharge.variants.map((v) => [v[0], v[1]])).toEqual(RECHARGE_VARIANTS.map((v) => [...v]));
    expect(recharge.reads).toEqual(ROUTE_READS['/recharge']!.map((r) => r.path));
    expect(loading).toContain('aria-busy');
    expect(loading).toContain(`${PAINT_BODY}=""`);
    const bank = recharge.variants.find((v) => v[0] === 'bank')![2];
    for (const m of Object.values(recharge.marks).filter((m) => m !== recharge.marks.rate)) expect(bank).toContain(m);
    expect(recharge.variants.find((v) => v[0] === 'usdt' && v[1])![2]).toContain(recharge.marks.rate);
    expect(recharge.variants.find((v) => v[0] === 'usdt' && !v[1])![2]).not.toContain(recharge.marks.rate);
    // Every later way's tile is drawn: the filler only takes tiles away.
    const tiles = (html: string) => {
      const t = document.createElement('template');
      t.innerHTML = html;
      return t.content.querySelectorAll(`${recharge.select.ways} ${recharge.select.way}`).length;
    };
    expect(recharge.variants.map((v) => tiles(v[2]))).toEqual([5, 4, 4, 3, 2, 1]);
  });

  it('refuses a marker that would go where it is not data, or a bank variant without an account field', () => {
    const spec = JSON.stringify(recharge).replace(/"/g, '&quot;');
    const cut = (variant: string, body: string) =>
      readPaintsOf(
        `<template data-reads="/recharge" data-variant="${variant.replace(/"/g, '&quot;')}" data-spec="${spec}">${body}</template>`,
      );
    expect(() => cut('["usdt",true]', '<a href="#/x?r=tgpaintrq">tgpaintrq</a>')).toThrow(/not data/);
    expect(() => cut('["usdt",true]', '<b title="https://tgpaint.invalid/b.png">tgpaintrq</b>')).toThrow(/not data/);
    expect(() => cut('["usdt",true]', '<b>no rate</b>')).toThrow(/draws no rate/);
    expect(() => cut('["bank",false]', '<b>tgpaintbq tgpaintoq tgpaintnq tgpaintaq</b>')).toThrow(/draws no icon/);
    expect(cut('["wechat",false]', '<b>微信</b>')['/recharge'].variants).toHaveLength(1);
  });

  it("is cut into the route's file beside its loading state", () => {
    const { files } = paintFiles(
      { '/recharge': loading },
      { '/recharge': ['/r.js'] },
      {},
      {},
      {},
      { '/recharge': recharge },
    );
    expect(JSON.parse(files['recharge.json'])).toEqual({ chunks: ['/r.js'], html: loading, recharge });
  });
});

describe('the filler draws the answers exactly as the live view does', () => {
  it.each([
    ['every way, the bank first, four accounts of every shape', ALL_WAYS, ok(BANKS), MEMBER],
    ['USDT first, with the rate', { card: 0, usdt: '1', wechat: 1, alipay: 0 }, ok(BANKS), MEMBER],
    ['USDT first, no rate', { usdt: 1, alipay: 1 }, ok([]), { ...MEMBER, usdtRate: '' }],
    ['wechat by its other name', { wxpay: 1 }, null, MEMBER],
    ['alipay alone', { alipay: true, card: '0' }, null, MEMBER],
    ['no way at all: the manual way', {}, null, MEMBER],
    [
      'flags as the client reads them',
      { bank: '1abc', usdt: 1.7, wechat: [1], alipay: 2, card: null },
      ok(BANKS.slice(1)),
      MEMBER,
    ],
    ['data that is no object', 'yes', null, MEMBER],
    ['a rate with markup', { usdt: 1 }, null, { ...MEMBER, usdtRate: '<i>7</i>&' }],
  ])('%s', (_name, flags, banks, user) => {
    const ways = ok(flags);
    const { slot, drawn } = filled(ways, banks, user);
    expect(drawn).not.toBeNull();
    expect(slot.querySelector(`[${PAINT_BODY}]`)!.firstElementChild).toBe(drawn);
    expect(drawn!.innerHTML).not.toMatch(/tgpaint/);
    expect(drawn!.querySelector('b, i, script')).toBeNull();
    expect(sameMarkup(drawn!)).toBe(sameMarkup(live(flags, (banks as { data?: unknown } | null)?.data, user as User)));
  });

  it('resolves the icons as assetUrl does, against the base the read was sent to', () => {
    const { drawn } = filled(ok(ALL_WAYS), ok(BANKS));
    expect([...drawn!.querySelectorAll('ul img')].map((i) => i.getAttribute('src'))).toEqual([
      `${API}/img/icbc.png`,
      'https://cdn.example.com/cmb.png',
    ]);
  });

  it.each([
    ['a trial member', ok(ALL_WAYS), ok(BANKS), { ...MEMBER, isTrial: true }],
    ['a member under a restriction', ok(ALL_WAYS), ok(BANKS), { ...MEMBER, protection: { kind: 'timeout' } }],
    ['a user stored before restrictions were kept', ok(ALL_WAYS), ok(BANKS), { ...MEMBER, protection: undefined }],
    ['no stored user', ok(ALL_WAYS), ok(BANKS), null],
    ['a rate that is not text', ok({ usdt: 1 }), null, { ...MEMBER, usdtRate: 7 }],
    ['a refusal', { code: 500, message: '系统繁忙', data: null }, ok(BANKS), MEMBER],
    ['an answer without an envelope', { usdt: 1 }, ok(BANKS), MEMBER],
    ['an answer that is a list', [ok({ usdt: 1 })], ok(BANKS), MEMBER],
    ['an answer that is no JSON', '<html>', ok(BANKS), MEMBER],
    ['the bank first, no account', ok(ALL_WAYS), ok([]), MEMBER],
    ['the bank first, the accounts not asked', ok(ALL_WAYS), null, MEMBER],
    ['the bank first, the accounts refused', ok(ALL_WAYS), { code: 401, message: '认证失败' }, MEMBER],
    ['the bank first, an account that is no object', ok(ALL_WAYS), ok([null]), MEMBER],
    ['the bank first, a field that is an object', ok(ALL_WAYS), ok([{ ...ROW, bank_address: { a: 1 } }]), MEMBER],
    ['the bank first, an icon given as data:', ok(ALL_WAYS), ok([{ ...ROW, ico: 'data:image/png;base64,AA' }]), MEMBER],
    [
      'the bank first, an icon on another host without a scheme',
      ok(ALL_WAYS),
      ok([{ ...ROW, ico: '//cdn.example.com/x.png' }]),
      MEMBER,
    ],
    ['the bank first, an icon with spaces around it', ok(ALL_WAYS), ok([{ ...ROW, ico: ' x.png' }]), MEMBER],
    // Its copy button is disabled.
    ['the bank first, an account without a holder', ok(ALL_WAYS), ok([{ ...ROW, bank_owner: ' ' }]), MEMBER],
    ['the bank first, an account without a number', ok(ALL_WAYS), ok([{ ...ROW, bank_no: null }]), MEMBER],
  ])('draws nothing for %s', (_name, ways, banks, user) => {
    const { slot, drawn } = filled(ways, banks, user);
    expect(drawn).toBeNull();
    expect(slot.innerHTML).toBe(loading);
  });

  it('draws nothing from an answer that is not a success', () => {
    expect(filled(ok(ALL_WAYS), ok(BANKS), MEMBER, 502).drawn).toBeNull();
  });
});

describe('the inline script paints /recharge for a member who may deposit', () => {
  const FOLDER = '/_next/static/first-paint.abc/';
  const script = withPaintFolder(withChunkMap(firstReadsScript(), '/m.json'), FOLDER);
  const root = document.documentElement;
  const win = window as unknown as Record<string, unknown>;
  const store = () => win[FIRST_PAINT] as FirstPaintStore | undefined;

  /** The exported first screen, the route's paint file served, the script run at `hash` with `user` stored. */
  function open(hash: string, user: unknown, banks: unknown = ok(BANKS)) {
    render(<FirstScreen />);
    localStorage.setItem(KEYS.token, 'tok');
    if (user !== undefined) localStorage.setItem(KEYS.userInfo, JSON.stringify(user));
    const { files } = paintFiles({ '/recharge': loading }, {}, {}, {}, {}, { '/recharge': recharge });
    const served = mockFetch({
      [`${FOLDER}recharge.json`]: () => JSON.parse(files['recharge.json']),
      '/config.json': () => ({}),
      '/api/app': () => ok({}),
      '/api/get_pay_way': () => ok(ALL_WAYS),
      '/api/getpaybank': () => banks,
    });
    runInlineScriptAt(script, hash);
    return served;
  }

  beforeEach(freshPaintPage);

  it("draws the screen from the early answers; the live shell's and the live view's loading states show those nodes", async () => {
    open('#/recharge', MEMBER);
    const slot = document.querySelector("[data-first='paint']")!;
    await waitFor(() => expect(store()?.screen).toBeDefined());
    const drawn = store()!.screen!;
    expect(slot.contains(drawn)).toBe(true);
    expect(drawn.textContent).toContain('中国工商银行');
    expect([...drawn.querySelectorAll('[role="radio"]')].map((r) => r.getAttribute('aria-label'))).toEqual([
      '银行卡',
      'USDT',
      '微信',
      '支付宝',
      '人工充值',
    ]);
    expect(store()!.body).toBe(slot);
    const shell = render(<FirstPaintFallback path="/recharge" />);
    expect(shell.container.innerHTML).toBe(
      `<div class="contents" inert="" aria-busy="true">${slot.querySelector(`[${PAINT_BODY}]`)!.innerHTML}</div>`,
    );
    // The live view, its reads not yet answered: the drawn screen, once; then its own loading state.
    const view = () => (
      <SWRConfig value={{ provider: () => new Map() }}>
        <RechargeView user={MEMBER} ways={{ isLoading: true, retry: () => {} }} banks={{ retry: () => {} }} />
      </SWRConfig>
    );
    const first = render(view());
    expect(first.container.innerHTML).toBe(`<div class="contents" inert="" aria-busy="true">${drawn.outerHTML}</div>`);
    await waitFor(() => expect(store()!.screen).toBeUndefined());
    const again = render(view());
    expect(again.container.querySelector('div.grid[aria-busy]')).not.toBeNull();
    expect(again.container.innerHTML).not.toContain('中国工商银行');
  });

  it('keeps the loading state when the accounts cannot be drawn', async () => {
    open('#/recharge', MEMBER, ok([]));
    await waitFor(() => expect(root.getAttribute(PAINT_ATTRIBUTE)).toBe('done'));
    expect(store()!.screen).toBeUndefined();
    expect(document.querySelector(`[data-first='paint'] [${PAINT_BODY}] [aria-busy]`)).not.toBeNull();
  });

  it.each([
    ['a trial member', { ...MEMBER, isTrial: true }],
    ['a member under a restriction', { ...MEMBER, protection: { kind: 'timeout' } }],
  ])('paints nothing for %s, and lets the boot go on', async (_name, user) => {
    const served = open('#/recharge', user);
    await waitFor(() => expect(served.calls.some((c) => c.path.endsWith('recharge.json'))).toBe(true));
    await waitFor(() => expect(root.hasAttribute(PAINT_ATTRIBUTE)).toBe(false));
    expect(document.querySelector("[data-first='paint']")!.childNodes).toHaveLength(0);
    expect(store()).toBeUndefined();
  });

  it('does not ask for the paint without a stored user: the screen chunks come from the map', async () => {
    const served = open('#/recharge', undefined);
    await waitFor(() => expect(served.calls.some((c) => c.path === '/m.json')).toBe(true));
    expect(served.calls.some((c) => c.path.endsWith('recharge.json'))).toBe(false);
    expect(root.hasAttribute(PAINT_ATTRIBUTE)).toBe(false);
  });
});
