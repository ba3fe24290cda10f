import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ReactElement } from 'react';
import TransRecordScreen from '@/components/screens/records/trans-record-screen';
import { toUser } from '@/lib/api/normalise/member';
import { parseHash, useRawHash } from '@/lib/router/location';
import { saveUser, startSession } from '@/lib/session';
import { mockFetch, ok, type Handler } from '../support/fetch-mock';
import { legacyBackend, renderWithApp, resetApp } from '../support/render';
import { FakeObserver, paginator, installFakeIntersectionObserver } from '../support/intersection-observer';

installFakeIntersectionObserver();

function Routed() {
  const raw = useRawHash();
  return <TransRecordScreen location={parseHash(raw ?? '')} />;
}

const row = (n: number, extra = {}) => ({
  out_trade_no: `NO${n}`,
  amount: '100.10',
  state: 1,
  pay_way: '银行卡',
  created_at: '2024-05-01 13:45:09',
  ...extra,
});

function setup(records: Handler, hash = '#/transRecord') {
  resetApp(hash);
  const api = mockFetch({
    '/api/gettransrecord': records,
    '/api/balancelist': () =>
      ok([
        { platname: 'ag', name: 'AG真人', balance: '0.00' },
        { platname: 'pg', name: 'PG电子', balance: 0 },
      ]),
  });
  startSession('tok-1');
  saveUser(toUser({ username: 'player01', balance: '0' }));
  renderWithApp(<Routed />);
  const bodies = () => api.calls.filter((c) => c.path === '/api/gettransrecord').map((c) => c.body);
  return { ...api, bodies };
}

describe('账户明细 /transRecord', () => {
  it('asks again on every arrival, even moments after the last (a withdrawal reviewed meanwhile shows)', async () => {
    let state = 1;
    resetApp('#/transRecord');
    const api = mockFetch({
      '/api/gettransrecord': () => ok(paginator(1, 1, [row(1, { state })])),
      '/api/balancelist': () => ok([]),
    });
    startSession('tok-1');
    saveUser(toUser({ username: 'player01', balance: '0' }));
    // The app's own deduping window (SWR's 2 s default), not the test harness's zero.
    const app = (ui: ReactElement) => (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 2000, shouldRetryOnError: false }}>
        {ui}
      </SWRConfig>
    );
    const view = render(app(<Routed />));
    expect(await screen.findByText('待审核')).toBeInTheDocument();
    state = 3;
    view.rerender(app(<p>其他页面</p>));
    view.rerender(app(<Routed />));
    expect(await screen.findByText('审核拒绝')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/gettransrecord')).toHaveLength(2);
  });

  it('asks for all platforms, the last 30 days and deposits first; shows labels, exact amounts and Beijing time', async () => {
    const { bodies } = setup(() =>
      ok(paginator(1, 1, [row(1), row(2, { state: 2, amount: '0.30' }), row(3, { state: 3 }), row(4, { state: 0 })])),
    );
    const list = await screen.findByRole('list', { name: '账户明细' });
    expect(bodies()).toEqual([{ date: 4, type: 1, page: 1, api_type: '' }]);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByText(/^(未定义|待审核|审核通过|审核拒绝)$/).textContent)).toEqual([
      '待审核',
      '审核通过',
      '审核拒绝',
      '未定义',
    ]);
    expect(within(items[0]).getByText('¥100.10')).toBeInTheDocument();
    expect(within(items[1]).getByText('¥0.30')).toBeInTheDocument();
    // Beijing wall time whatever the device zone (the parse is zone-free; see lib/time).
    expect(within(items[0]).getByText('2024-05-01 13:45:09')).toBeInTheDocument();
    expect(within(items[0]).getByText('订单号 NO1')).toBeInTheDocument();
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
  });

  it('transfer-type rows use 失败 / 成功 / 待结算 / 未定义', async () => {
    setup(
      () =>
        ok(
          paginator(
            1,
            1,
            [0, 1, 2, 3].map((s) => row(s, { state: s, out_trade_no: null, pay_way: 'AG真人' })),
          ),
        ),
      '#/transRecord?type=3',
    );
    const list = await screen.findByRole('list', { name: '账户明细' });
    expect(
      within(list)
        .getAllByText(/^(失败|成功|待结算|未定义)$/)
        .map((e) => e.textContent),
    ).toEqual(['失败', '成功', '待结算', '未定义']);
  });

  it('loads the next page when the end comes within 300 px, until last_page', async () => {
    const { bodies } = setup((body) => ok(paginator(Number(body.page), 3, [row(Number(body.page) * 10)])));
    await screen.findByText('订单号 NO10');
    expect(FakeObserver.options?.rootMargin).toBe('0px 0px 300px 0px');
    FakeObserver.reachEnd();
    await screen.findByText('订单号 NO20');
    FakeObserver.reachEnd();
    await screen.findByText('订单号 NO30');
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
    FakeObserver.reachEnd();
    await act(async () => undefined);
    expect(bodies().map((b) => b?.page)).toEqual([1, 2, 3]);
  });

  it('changing any filter starts again at page 1 with the new filter', async () => {
    const { bodies } = setup((body) =>
      ok(paginator(Number(body.page), 5, [row(Number(body.page) + Number(body.type) * 100)])),
    );
    await screen.findByText('订单号 NO101');
    FakeObserver.reachEnd();
    await screen.findByText('订单号 NO102');

    fireEvent.change(screen.getByLabelText('类型'), { target: { value: '2' } });
    await screen.findByText('订单号 NO201');
    expect(window.location.hash).toBe('#/transRecord?type=2&date=4');
    expect(screen.queryByText('订单号 NO102')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('日期'), { target: { value: '1' } });
    await waitFor(() => expect(bodies().at(-1)).toEqual({ date: 1, type: 2, page: 1, api_type: '' }));

    await screen.findByRole('option', { name: 'PG电子' });
    fireEvent.change(screen.getByLabelText('平台'), { target: { value: 'pg' } });
    await waitFor(() => expect(bodies().at(-1)).toEqual({ date: 1, type: 2, page: 1, api_type: 'pg' }));
    expect(bodies().map((b) => b?.page)).toEqual([1, 2, 1, 1, 1]);
  });

  it('offers 全平台, every venue of the balance list, four date ranges and seven types', async () => {
    setup(() => ok(paginator(1, 1, [])));
    await screen.findByRole('option', { name: 'AG真人' });
    const names = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(names('平台')).toEqual(['全平台', 'AG真人', 'PG电子']);
    expect(names('日期')).toEqual(['今天', '近7天', '近15天', '近30天']);
    expect(names('类型')).toEqual(['存款', '取款', '转入', '转出', '赠送', '返水', '下级转账']);
    expect((screen.getByLabelText('日期') as HTMLSelectElement).value).toBe('4');
  });

  it('下级转账 (type 7): each row says which way the money went and with whom', async () => {
    const { bodies } = setup(
      () =>
        ok(
          paginator(1, 1, [
            row(1, { out_trade_no: undefined, pay_way: '转给下级', direction: 'out', counterparty: 'friend01' }),
            row(2, { out_trade_no: undefined, pay_way: '上级转入', direction: 'in', counterparty: 'ag***01' }),
          ]),
        ),
      '#/transRecord?type=7',
    );
    const rows = await screen.findAllByTestId('trans-row');
    expect(bodies()[0]).toMatchObject({ type: 7 });
    expect(rows[0]).toHaveTextContent('下级转账转给下级');
    expect(rows[0]).toHaveTextContent('friend01');
    expect(rows[0]).toHaveTextContent('-¥100.10');
    expect(rows[1]).toHaveTextContent('ag***01');
    expect(rows[1]).toHaveTextContent('+¥100.10');
    expect(rows[1]).toHaveTextContent('成功');
  });

  it('on a legacy back end offers types 1–4 only, always sending type', async () => {
    const api = setup(() => ok(paginator(1, 1, [])));
    act(() => legacyBackend([]));
    await screen.findByRole('option', { name: 'AG真人' });
    const types = within(screen.getByLabelText('类型'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(types).toEqual(['存款', '取款', '转入', '转出']);
    expect(api.bodies().every((b) => b?.type !== undefined)).toBe(true);
  });

  it('a link to gifts (type 5) on a legacy back end waits for /api/app, then lists deposits, never asking type 5', async () => {
    resetApp('#/transRecord?type=5');
    legacyBackend();
    let answer: (v: unknown) => void = () => undefined;
    const api = mockFetch({
      '/api/app': () => new Promise((r) => (answer = r)),
      '/api/gettransrecord': () => ok(paginator(1, 1, [row(1)])),
      '/api/balancelist': () => ok([]),
    });
    startSession('tok-1');
    saveUser(toUser({ username: 'player01', balance: '0' }));
    renderWithApp(<Routed />);
    await waitFor(() => expect(api.pathsCalled()).toContain('/api/app'));
    expect(api.pathsCalled()).not.toContain('/api/gettransrecord');
    answer(ok({ title: 'TG' }));
    expect(await screen.findByTestId('trans-row')).toBeInTheDocument();
    expect((screen.getByLabelText('类型') as HTMLSelectElement).value).toBe('1');
    const types = api.calls.filter((c) => c.path === '/api/gettransrecord').map((c) => c.body?.type);
    expect(types).toEqual([1]);
  });

  it('says 空空如也 for an empty list', async () => {
    setup(() => ok(paginator(1, 1, [])));
    expect(await screen.findByText('空空如也')).toBeInTheDocument();
  });

  it('a failed first load shows why, with a retry', async () => {
    let fail = true;
    setup(() => (fail ? { code: 500, message: '系统繁忙' } : ok(paginator(1, 1, [row(1)]))));
    expect(await screen.findByText('系统繁忙')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('订单号 NO1')).toBeInTheDocument();
  });

  it('a failed next page keeps what was loaded and retries on tap', async () => {
    let failPage2 = true;
    setup((body) =>
      body.page === 2 && failPage2
        ? Promise.reject(new TypeError('offline'))
        : ok(paginator(Number(body.page), 2, [row(Number(body.page))])),
    );
    await screen.findByText('订单号 NO1');
    FakeObserver.reachEnd();
    const retry = await screen.findByRole('button', { name: '加载失败，点击重试' });
    expect(screen.getByText('订单号 NO1')).toBeInTheDocument();
    failPage2 = false;
    fireEvent.click(retry);
    expect(await screen.findByText('订单号 NO2')).toBeInTheDocument();
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
  });
});
