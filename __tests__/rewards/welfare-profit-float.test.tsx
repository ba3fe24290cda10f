import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RedPacketFloat } from '@/components/promotions/red-packet-float';
import ProfitLossScreen from '@/components/screens/rewards/profit-loss-screen';
import WelfareScreen from '@/components/screens/rewards/welfare-screen';
import { toUser } from '@/lib/api/normalise/member';
import { saveUser, startSession } from '@/lib/session';
import { beijingToday } from '@/lib/time';
import { mockFetch, ok, type Handler } from '../support/fetch-mock';
import { installFakeIntersectionObserver, paginator } from '../support/intersection-observer';
import { loc, renderWithApp, resetApp } from '../support/render';
import { APP_INFO, RED_PACKET_INFO } from '../support/reward-fixtures';

installFakeIntersectionObserver();

function signedIn(routes: Record<string, Handler>, joinday = 3) {
  const api = mockFetch(routes);
  startSession('tok-1');
  saveUser(toUser({ username: 'player01', balance: '0', vip: 1, joinday }));
  return api;
}

describe('/welfare', () => {
  beforeEach(() => resetApp('#/welfare'));

  it('shows draws left and drawn, a way to /hongbao and the packets drawn', async () => {
    signedIn({
      '/api/userredpacket': () => ok({ ...RED_PACKET_INFO, sendnums: 1, acquirednum: 1 }),
      '/api/redpacket': () =>
        ok(
          paginator(1, 1, [
            {
              id: 9,
              money: '500.00',
              redpacketmoney: '7.45',
              amount: '7.45',
              created_at: '2026-03-02 10:31:02',
              usetime: '2026-03-02 10:31:02',
              recharge_time: '2026-03-01 20:00:00',
            },
          ]),
        ),
    });
    renderWithApp(<WelfareScreen location={loc('#/welfare')} />);
    await waitFor(() => expect(screen.getByTestId('welfare-left')).toHaveTextContent('1'));
    expect(screen.getByTestId('welfare-drawn')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: '去抢红包' })).toHaveAttribute('href', '#/hongbao');
    expect(await screen.findByText('¥500.00')).toBeInTheDocument();
    expect(screen.getByText('¥7.45')).toBeInTheDocument();
    expect(screen.getByText('2026-03-01 20:00:00')).toBeInTheDocument();
    expect(screen.getByText('2026-03-02 10:31:02')).toBeInTheDocument();
  });

  it('says 空空如也 when nothing was drawn', async () => {
    signedIn({
      '/api/userredpacket': () => ok(RED_PACKET_INFO),
      '/api/redpacket': () => ok(paginator(1, 1, [])),
    });
    renderWithApp(<WelfareScreen location={loc('#/welfare')} />);
    expect(await screen.findByText('空空如也')).toBeInTheDocument();
  });
});

describe('/profit-loss', () => {
  beforeEach(() => resetApp('#/profit-loss'));

  it('asks for today (Beijing) and shows the four totals; the days stop at the first day and today', async () => {
    const api = signedIn(
      {
        '/api/dailyReport': (body) =>
          ok({
            win_total: body.date === beijingToday() ? '-120.50' : '5.00',
            recharge_total: '500.00',
            withdraw_total: '0.00',
            bet_total: '830.00',
          }),
      },
      1,
    );
    renderWithApp(<ProfitLossScreen location={loc('#/profit-loss')} />);
    await waitFor(() => expect(screen.getByText('-120.50')).toBeInTheDocument());
    expect(screen.getByText('500.00')).toBeInTheDocument();
    expect(screen.getByText('830.00')).toBeInTheDocument();
    expect(screen.getByText('0.00')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/dailyReport')!.body).toEqual({ date: beijingToday() });
    expect(screen.getByTestId('profit-loss-day')).toHaveTextContent(beijingToday());
    const input = screen.getByLabelText('日期');
    expect(input).toHaveAttribute('max', beijingToday());
    const [prev, next] = screen.getAllByRole('button');
    expect(next).toBeDisabled();
    fireEvent.click(prev!);
    await waitFor(() => expect(screen.getByText('5.00')).toBeInTheDocument());
    // joinday 1: yesterday is the first day.
    expect(prev).toBeDisabled();
    expect(input).toHaveAttribute('min', input.getAttribute('value'));
  });
});

describe('hall red-packet float', () => {
  beforeEach(() => resetApp('#/'));

  it('leads to /hongbao', async () => {
    mockFetch({ '/api/app': () => ok(APP_INFO) });
    renderWithApp(<RedPacketFloat />);
    expect(await screen.findByRole('link', { name: '抢红包' })).toHaveAttribute('href', '#/hongbao');
  });

  it('is hidden when redpacket_switch is 0', async () => {
    const api = mockFetch({ '/api/app': () => ok({ ...APP_INFO, redpacket_switch: '0' }) });
    renderWithApp(<RedPacketFloat />);
    await waitFor(() => expect(api.pathsCalled()).toContain('/api/app'));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('link', { name: '抢红包' })).not.toBeInTheDocument();
  });
});
