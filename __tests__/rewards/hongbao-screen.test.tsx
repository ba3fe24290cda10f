import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import HongbaoScreen from '@/components/screens/rewards/hongbao-screen';
import { startSession } from '@/lib/session';
import { mockFetch, ok, type Handler } from '../support/fetch-mock';
import { loc, renderWithApp, resetApp, toasts } from '../support/render';
import { APP_INFO, RED_PACKET_INFO } from '../support/reward-fixtures';

function setup(
  routes: Record<string, Handler> = {},
  info: Record<string, unknown> = {},
  app: Record<string, unknown> = {},
) {
  resetApp('#/hongbao');
  const api = mockFetch({
    '/api/app': () => ok({ ...APP_INFO, ...app }),
    '/api/userredpacket': () => ok({ ...RED_PACKET_INFO, ...info }),
    '/api/balance': () => ok({ balance: '0.00' }),
    ...routes,
  });
  startSession('tok-1');
  renderWithApp(<HongbaoScreen location={loc('#/hongbao')} />);
  return api;
}

const drawButton = () => screen.getByRole('button', { name: '立即抢红包' });
async function ready() {
  await waitFor(() => expect(screen.getByTestId('red-packet-left')).toHaveTextContent('2'));
  await waitFor(() => expect(drawButton()).toBeEnabled());
}
const tap = async () => {
  await act(async () => {
    fireEvent.click(drawButton());
  });
};

describe('/hongbao', () => {
  it('shows draws left, drawn, the most, the rules and the window texts', async () => {
    setup();
    await ready();
    expect(screen.getByTestId('red-packet-drawn')).toHaveTextContent('0');
    expect(screen.getByTestId('red-packet-max')).toHaveTextContent('3');
    expect(screen.getByText('1,000.00-4,999.99')).toBeInTheDocument();
    expect(screen.getAllByText('10:00-12:00')).toHaveLength(2);
    expect(screen.getByText('活动时间：每日北京时间 10:00 - 12:00')).toBeInTheDocument();
    expect(screen.getByText('存款统计：前一日 12:00 至当日 10:00 的存款')).toBeInTheDocument();
  });

  it('wins: the amount in the won popup, then the counts are read again', async () => {
    const api = setup({
      '/api/douserredpacket': () => ok({ redpacketmoney: '12.37', sendnums: 1, acquirednum: 1 }, '成功领取'),
    });
    await ready();
    await tap();
    await waitFor(() => expect(screen.getByTestId('red-packet-amount')).toHaveTextContent('12.37'));
    expect(screen.getByText('恭喜您抢到红包')).toBeInTheDocument();
    expect(api.pathsCalled().filter((p) => p === '/api/userredpacket').length).toBeGreaterThanOrEqual(2);
    // The moment is said politely through the toaster's live region, inside the popup (the page under it is inert).
    await waitFor(() =>
      expect(screen.getByRole('dialog').querySelector('[aria-live] [data-kind="announce"]')).toHaveTextContent(
        '恭喜！抢到 ¥12.37',
      ),
    );
  });

  it('says 您暂未达到领取条件，快去完成吧！ with a deposit button and never calls the server when no draws are left', async () => {
    const api = setup({}, { sendnums: 0 });
    await waitFor(() => expect(screen.getByTestId('red-packet-left')).toHaveTextContent('0'));
    await waitFor(() => expect(drawButton()).toBeEnabled());
    await tap();
    expect(await screen.findByText('您暂未达到领取条件，快去完成吧！')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去存款' })).toBeInTheDocument();
    expect(api.pathsCalled()).not.toContain('/api/douserredpacket');
  });

  it('also counts negative draws left as none', async () => {
    const api = setup({}, { sendnums: -1 });
    await waitFor(() => expect(drawButton()).toBeEnabled());
    await waitFor(() => expect(screen.getByTestId('red-packet-left')).toHaveTextContent('0'));
    await tap();
    expect(await screen.findByText('您暂未达到领取条件，快去完成吧！')).toBeInTheDocument();
    expect(api.pathsCalled()).not.toContain('/api/douserredpacket');
  });

  it('shows any non-200 answer in the not-eligible popup with the deposit button', async () => {
    setup({ '/api/douserredpacket': () => ({ code: 203, message: '累计充值不满足活动条件，无法领取', data: '' }) });
    await ready();
    await tap();
    expect(await screen.findByText('累计充值不满足活动条件，无法领取')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '去存款' })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('says 服务器异常，请稍后再试 on a network failure', async () => {
    setup({
      '/api/douserredpacket': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await ready();
    await tap();
    await waitFor(() => expect(toasts()).toEqual(['服务器异常，请稍后再试']));
  });

  it('resends a draw that got no answer with the same Idempotency-Key; the next draw gets a new one', async () => {
    let fail = true;
    const api = setup({
      '/api/douserredpacket': () => {
        if (fail) throw new TypeError('Failed to fetch');
        return ok({ redpacketmoney: '12.37', sendnums: 1, acquirednum: 1 }, '成功领取');
      },
    });
    await ready();
    await tap();
    await waitFor(() => expect(toasts()).toEqual(['服务器异常，请稍后再试']));
    fail = false;
    await tap();
    await waitFor(() => expect(screen.getByTestId('red-packet-amount')).toHaveTextContent('12.37'));
    fireEvent.click(screen.getByRole('button', { name: /关闭|确定|知道了/ }));
    await ready();
    await tap();
    const keys = api.calls
      .filter((c) => c.path === '/api/douserredpacket')
      .map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_\-:.]{1,100}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows the not-started and ended popups from the window status without calling', async () => {
    const api = setup({}, { redPacketStatus: 'READY' });
    await ready();
    await tap();
    expect(await screen.findByText('活动尚未开始')).toBeInTheDocument();
    expect(api.pathsCalled()).not.toContain('/api/douserredpacket');
  });

  it('ended', async () => {
    setup({}, { redPacketStatus: 'END' });
    await ready();
    await tap();
    expect(await screen.findByText('今日活动已结束')).toBeInTheDocument();
  });

  it('refuses with 红包已关闭 when redpacket_switch is 0', async () => {
    const api = setup({}, {}, { redpacket_switch: '0' });
    await ready();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('红包已关闭'));
    await tap();
    expect(toasts()).toEqual(['红包已关闭']);
    expect(api.pathsCalled()).not.toContain('/api/douserredpacket');
  });
});
