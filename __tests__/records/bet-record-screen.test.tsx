import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import BetRecordScreen from '@/components/screens/records/bet-record-screen';
import { findRoute } from '@/lib/router/paths';
import { screenLoaders } from '@/components/screens/registry';
import { parseHash, useRawHash } from '@/lib/router/location';
import { mockFetch, ok, type Handler } from '../support/fetch-mock';
import { renderWithApp, resetApp } from '../support/render';
import { FakeObserver, installFakeIntersectionObserver, paginator } from '../support/intersection-observer';
import { signIn } from '../support/wallet-fixtures';

installFakeIntersectionObserver();

function Routed() {
  const raw = useRawHash();
  return <BetRecordScreen location={parseHash(raw ?? '')} />;
}

const bet = (n: number, extra = {}) => ({
  bet_id: `B${n}`,
  bet_time: '2024-05-01 13:45:09',
  platform_type: 'pc28',
  bet_amount: '10.00',
  win_loss: '9.80',
  status: 1,
  Code: '加拿大28',
  ...extra,
});

function setup(records: Handler, hash = '#/betRecord') {
  resetApp(hash);
  const api = mockFetch({
    '/api/betrecord': records,
    '/api/balancelist': () =>
      ok([
        { platname: 'ag', name: 'AG真人', balance: '0.00' },
        { platname: 'pg', name: 'PG电子', balance: 0 },
      ]),
  });
  signIn();
  renderWithApp(<Routed />);
  const bodies = () => api.calls.filter((c) => c.path === '/api/betrecord').map((c) => c.body);
  return { ...api, bodies };
}

const rows = () => screen.getAllByTestId('bet-record-row');

describe('投注记录 /betRecord', () => {
  it('the route table opens this screen, login required', async () => {
    const route = findRoute('/betRecord')!;
    expect(route.auth).toBe(true);
    expect((await screenLoaders[route.path]()).default).toBe(BetRecordScreen);
  });

  it('asks for all platforms and the last 30 days, page 1', async () => {
    const { bodies } = setup(() => ok(paginator(1, 1, [bet(1)])));
    await screen.findByRole('list', { name: '投注记录' });
    expect(bodies()).toEqual([{ date: 4, page: 1, api_type: '' }]);
    expect((screen.getByLabelText('日期') as HTMLSelectElement).value).toBe('4');
    expect((screen.getByLabelText('平台') as HTMLSelectElement).value).toBe('');
  });

  it('a row shows platform, bet id, Beijing time, stake, signed win/loss and its status label', async () => {
    setup(() =>
      ok(
        paginator(1, 1, [
          bet(1, { plays: '第2984522期 大' }),
          bet(2, { win_loss: '-10.00', status: 0 }),
          bet(3, { win_loss: 0, status: 2 }),
        ]),
      ),
    );
    await screen.findByRole('list', { name: '投注记录' });
    const [won, lost, open] = rows();
    expect(within(won).getByText('加拿大28')).toBeInTheDocument();
    expect(within(won).getByTestId('bet-record-plays')).toHaveTextContent('第2984522期 大');
    expect(within(won).getByText('注单号 B1')).toBeInTheDocument();
    expect(within(won).getByText('2024-05-01 13:45:09')).toBeInTheDocument();
    expect(within(won).getByText('¥10.00')).toBeInTheDocument();
    expect(within(won).getByTestId('bet-record-winloss')).toHaveTextContent('+9.80');
    expect(within(won).getByTestId('bet-record-winloss')).toHaveClass('text-success');
    expect(within(lost).getByTestId('bet-record-winloss')).toHaveTextContent('-10.00');
    expect(within(lost).getByTestId('bet-record-winloss')).toHaveClass('text-danger');
    expect(within(open).getByTestId('bet-record-winloss')).toHaveTextContent(/^0\.00$/);
    // plays absent → the platform name once, no second line.
    expect(within(lost).queryByTestId('bet-record-plays')).not.toBeInTheDocument();
    expect(rows().map((r) => within(r).getByTestId('bet-record-status').textContent)).toEqual([
      '已结算',
      '无效注单',
      '未结算',
    ]);
  });

  it('created_at wins over bet_time when the server sends both', async () => {
    setup(() => ok(paginator(1, 1, [bet(1, { created_at: '2024-06-02 08:00:01' })])));
    expect(await screen.findByText('2024-06-02 08:00:01')).toBeInTheDocument();
  });

  it('offers 全平台, our lottery (OWN), every venue of the balance list and four date ranges', async () => {
    setup(() => ok(paginator(1, 1, [])));
    await screen.findByRole('option', { name: 'AG真人' });
    const names = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(names('平台')).toEqual(['全平台', '彩票', 'AG真人', 'PG电子']);
    expect(names('日期')).toEqual(['今天', '近7天', '近15天', '近30天']);
  });

  it('loads further pages until last_page', async () => {
    const { bodies } = setup((body) => ok(paginator(Number(body.page), 2, [bet(Number(body.page) * 10)])));
    await screen.findByText('注单号 B10');
    FakeObserver.reachEnd();
    await screen.findByText('注单号 B20');
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
    FakeObserver.reachEnd();
    await act(async () => undefined);
    expect(bodies().map((b) => b?.page)).toEqual([1, 2]);
  });

  it('changing a filter starts again at page 1 with the new filter', async () => {
    const { bodies } = setup((body) =>
      ok(paginator(Number(body.page), 5, [bet(Number(body.page) + Number(body.date) * 100)])),
    );
    await screen.findByText('注单号 B401');
    FakeObserver.reachEnd();
    await screen.findByText('注单号 B402');

    fireEvent.change(screen.getByLabelText('日期'), { target: { value: '1' } });
    await screen.findByText('注单号 B101');
    expect(window.location.hash).toBe('#/betRecord?date=1');
    expect(screen.queryByText('注单号 B402')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('平台'), { target: { value: 'OWN' } });
    await waitFor(() => expect(bodies().at(-1)).toEqual({ date: 1, page: 1, api_type: 'OWN' }));
    await screen.findByRole('option', { name: 'PG电子' });
    fireEvent.change(screen.getByLabelText('平台'), { target: { value: 'pg' } });
    await waitFor(() => expect(bodies().at(-1)).toEqual({ date: 1, page: 1, api_type: 'pg' }));
    expect(bodies().map((b) => b?.page)).toEqual([1, 2, 1, 1, 1]);
  });

  it('a link with filters opens the filtered list', async () => {
    const { bodies } = setup(() => ok(paginator(1, 1, [bet(1)])), '#/betRecord?date=2&platform=OWN');
    await screen.findByText('注单号 B1');
    expect(bodies()).toEqual([{ date: 2, page: 1, api_type: 'OWN' }]);
  });

  it('says 空空如也 when there are no bets', async () => {
    setup(() => ok(paginator(1, 1, [])));
    expect(await screen.findByText('空空如也')).toBeInTheDocument();
  });

  it('tolerates a server that sends data as an empty array or []', async () => {
    setup(() => ok([]));
    expect(await screen.findByText('空空如也')).toBeInTheDocument();
  });
});
