import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import FanshuiScreen from '@/components/screens/rewards/fanshui-screen';
import { startSession } from '@/lib/session';
import { mockFetch, ok, type Handler } from '../support/fetch-mock';
import { installFakeIntersectionObserver, paginator } from '../support/intersection-observer';
import { loc, renderWithApp, resetApp, toasts } from '../support/render';

installFakeIntersectionObserver();

const ROWS = [
  {
    id: 2,
    gamename: 'AG真人',
    money: '7.41',
    state: 0,
    created_at: '2026-03-03 00:00:00',
    updated_at: '2026-03-03 00:00:00',
  },
  {
    id: 1,
    gamename: '彩票',
    money: '0.12',
    state: 1,
    created_at: '2026-03-02 00:00:00',
    updated_at: '2026-03-02 09:30:00',
  },
];

function setup(pending: string, routes: Record<string, Handler> = {}) {
  resetApp('#/fanshui');
  const api = mockFetch({
    '/api/getfanshui': () => ok({ list: paginator(1, 1, ROWS), jisuan: '0.12', nojisuan: pending }),
    '/api/balancelist': () => ok([{ platname: 'ag', name: 'AG真人', balance: '0.00' }]),
    '/api/balance': () => ok({ balance: '0.00' }),
    ...routes,
  });
  startSession('tok-1');
  renderWithApp(<FanshuiScreen location={loc('#/fanshui')} />);
  return api;
}

const claim = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '一键领取' }));
  });
};

describe('/fanshui', () => {
  it('asks for all platforms over the last 30 days, shows the totals and the records (暂未领取 or the claim time)', async () => {
    const api = setup('7.41');
    await waitFor(() => expect(screen.getByTestId('rebate-pending')).toHaveTextContent('7.41'));
    expect(screen.getByTestId('rebate-claimed')).toHaveTextContent('0.12');
    expect(api.calls.find((c) => c.path === '/api/getfanshui')!.body).toEqual({
      date: 4,
      page: 1,
      api_type: '',
      type: '',
    });
    expect(screen.getByText('AG真人', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('暂未领取')).toBeInTheDocument();
    expect(screen.getByText('2026-03-02 09:30:00')).toBeInTheDocument();
  });

  it('refuses locally with 暂无领取额度！ when nothing is pending', async () => {
    const api = setup('0.00');
    await waitFor(() => expect(screen.getByTestId('rebate-pending')).toHaveTextContent('0.00'));
    await claim();
    expect(toasts()).toEqual(['暂无领取额度！']);
    expect(api.pathsCalled()).not.toContain('/api/dofanshui');
  });

  it('claims, says the server message and reads the list again', async () => {
    const api = setup('7.41', { '/api/dofanshui': () => ok('', '成功领取') });
    await waitFor(() => expect(screen.getByTestId('rebate-pending')).toHaveTextContent('7.41'));
    await claim();
    await waitFor(() => expect(toasts()).toEqual(['成功领取']));
    await waitFor(() =>
      expect(api.pathsCalled().filter((p) => p === '/api/getfanshui').length).toBeGreaterThanOrEqual(2),
    );
  });

  it('a filter change asks again with that date window', async () => {
    const api = setup('7.41');
    await waitFor(() => expect(screen.getByTestId('rebate-pending')).toHaveTextContent('7.41'));
    fireEvent.change(screen.getByLabelText('日期'), { target: { value: '1' } });
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/getfanshui' && c.body?.date === 1)).toBe(true));
  });
});
