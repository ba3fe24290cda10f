import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import UserCentScreen from '@/components/screens/profile/user-cent-screen';
import { ChatMessageRow } from '@/components/lottery/chat-message';
import { toUser } from '@/lib/api/normalise/member';
import { useWinAlert, WIN_CHECK_DELAYS_MS } from '@/lib/lottery/use-win-alert';
import { useBalance } from '@/lib/api/user';
import { deviceSettings, DEVICE_SETTINGS_KEY, setDeviceSetting } from '@/lib/member/device-settings';
import { parseHash } from '@/lib/router/location';
import { saveUser, startSession } from '@/lib/session';
import { playChime, vibrate } from '@/lib/ui/feedback';
import { toast } from '@/lib/ui/toast';
import { mockFetch, ok } from '../support/fetch-mock';
import { legacyBackend, renderWithApp, resetApp, toasts } from '../support/render';
import { paginator } from '../support/intersection-observer';

const message = {
  id: 1,
  userId: 2,
  author: '玩家A',
  avatar: '',
  content: '你好',
  system: false,
  order: 1 as const,
  time: Date.UTC(2024, 4, 1, 5, 45, 9),
};

describe('功能设置 /userCent', () => {
  beforeEach(() => {
    resetApp('#/userCent');
    startSession('tok-1');
    saveUser(toUser({ username: 'player01', balance: '0' }));
  });

  it('keeps the three switches on the device (defaults: times on, win alert on, quiet off)', () => {
    mockFetch({});
    renderWithApp(<UserCentScreen location={parseHash('#/userCent')} />);
    expect(screen.getByRole('switch', { name: '显示消息时间' })).toBeChecked();
    expect(screen.getByRole('switch', { name: '中奖提醒' })).toBeChecked();
    expect(screen.getByRole('switch', { name: '静音模式' })).not.toBeChecked();
    fireEvent.click(screen.getByRole('switch', { name: '静音模式' }));
    fireEvent.click(screen.getByRole('switch', { name: '显示消息时间' }));
    expect(JSON.parse(localStorage.getItem(DEVICE_SETTINGS_KEY)!)).toEqual({
      showMessageTime: false,
      winAlert: true,
      quietMode: true,
    });
    expect(screen.getByRole('switch', { name: '静音模式' })).toBeChecked();
    // A logout clears storage: back to the defaults.
    localStorage.clear();
    expect(deviceSettings()).toEqual({ showMessageTime: true, winAlert: true, quietMode: false });
  });

  it('the chat box shows or hides message times with the switch', () => {
    const { rerender } = render(<ChatMessageRow message={message} mine={false} />);
    expect(screen.getByText('13:45:09')).toBeInTheDocument();
    act(() => setDeviceSetting('showMessageTime', false));
    rerender(<ChatMessageRow message={message} mine={false} />);
    expect(screen.queryByText('13:45:09')).toBeNull();
  });

  it('quiet mode mutes the chime and the vibration', () => {
    const vibrateSpy = jest.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrateSpy, configurable: true });
    expect(vibrate(100)).toBe(true);
    setDeviceSetting('quietMode', true);
    expect(vibrate(100)).toBe(false);
    expect(playChime()).toBe(false);
    expect(vibrateSpy).toHaveBeenCalledTimes(1);
  });

  it('feedback reaches the server; an empty one is refused first', async () => {
    const api = mockFetch({ '/api/feedback': () => ok('', '感谢您的反馈，我们会尽快处理') });
    renderWithApp(<UserCentScreen location={parseHash('#/userCent')} />);
    fireEvent.click(screen.getByRole('button', { name: '意见反馈' }));
    fireEvent.click(await screen.findByRole('button', { name: '提交' }));
    await waitFor(() => expect(toasts()).toContain('请输入反馈内容'));
    fireEvent.change(screen.getByLabelText('反馈内容'), { target: { value: '充值到账慢' } });
    fireEvent.change(screen.getByLabelText('联系方式（选填）'), { target: { value: 'qq 1' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(toasts()).toContain('感谢您的反馈，我们会尽快处理'));
    expect(api.calls.find((c) => c.path === '/api/feedback')?.body).toEqual({ content: '充值到账慢', contact: 'qq 1' });
  });

  it('without the feedback extension hides 意见反馈', async () => {
    legacyBackend([]);
    mockFetch({});
    renderWithApp(<UserCentScreen location={parseHash('#/userCent')} />);
    expect(screen.getByRole('link', { name: '帮助中心' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '意见反馈' })).toBeNull();
  });

  it('关于我们 leads to /abouts on its 关于我们 tab (as everywhere), help to the help centre', () => {
    mockFetch({});
    renderWithApp(<UserCentScreen location={parseHash('#/userCent')} />);
    expect(screen.getByRole('link', { name: '关于我们' })).toHaveAttribute('href', '#/abouts?type=7');
    expect(screen.getByRole('link', { name: '帮助中心' })).toHaveAttribute('href', '#/boutBallBet');
  });
});

describe('win alert', () => {
  const bet = (id: string, status: number, win: string) => ({
    bet_id: id,
    bet_amount: '10.00',
    win_loss: win,
    status,
    created_at: '2024-05-01 10:00:00',
  });

  beforeEach(() => {
    jest.useFakeTimers();
    resetApp('#/lottery');
    startSession('tok-1');
  });
  afterEach(() => jest.useRealTimers());

  async function run(rows: () => unknown[]) {
    const api = mockFetch({ '/api/betrecord': () => ok(paginator(1, 1, rows())) });
    const hook = renderHook(({ draw }) => useWinAlert(draw), { initialProps: { draw: 'A' as string | null } });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    return { api, hook };
  }

  it('announces a bet newly settled as a win once, never what was settled before the room opened', async () => {
    let rows = [bet('old', 1, '50.00'), bet('b1', 2, '0.00')];
    const { api, hook } = await run(() => rows);
    expect(api.calls[0].body).toMatchObject({ api_type: 'OWN', date: 1, page: 1 });
    expect(toasts()).toEqual([]);
    rows = [bet('old', 1, '50.00'), bet('b1', 1, '19.60')];
    const success = jest.spyOn(toast, 'success');
    hook.rerender({ draw: 'B' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(WIN_CHECK_DELAYS_MS[0] + 10);
    });
    expect(toasts()).toContain('恭喜中奖！赢得 ¥19.60');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(WIN_CHECK_DELAYS_MS[1]);
    });
    expect(success).toHaveBeenCalledTimes(1);
    success.mockRestore();
  });

  it('a win reads the balance again at once: the payout shows with the toast, not a poll later', async () => {
    let rows = [bet('b1', 2, '0.00')];
    const api = mockFetch({
      '/api/betrecord': () => ok(paginator(1, 1, rows)),
      '/api/balance': () => ok({ balance: '998.80' }),
    });
    const hook = renderHook(
      ({ draw }) => {
        useBalance();
        useWinAlert(draw);
      },
      { initialProps: { draw: 'A' as string | null } },
    );
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    const balanceReads = () => api.pathsCalled().filter((p) => p === '/api/balance').length;
    const before = balanceReads();
    rows = [bet('b1', 1, '18.80')];
    hook.rerender({ draw: 'B' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(WIN_CHECK_DELAYS_MS[0] + 10);
    });
    expect(toasts()).toContain('恭喜中奖！赢得 ¥18.80');
    expect(balanceReads()).toBe(before + 1);
  });

  it('a losing settlement or the switch off says nothing', async () => {
    setDeviceSetting('winAlert', false);
    const { api } = await run(() => [bet('b1', 1, '10.00')]);
    expect(api.calls).toHaveLength(0);
  });
});
