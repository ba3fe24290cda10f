/**
 * docs/SCREENS.md#reality-check: the interval per member, kept through logout; the setting; the
 * dialog every interval since the login (the server's seconds, not the tab's), with the summary and
 * 继续游戏 / 退出登录 / 设置限额.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import RealityCheckDialog from '@/components/protection/reality-check-dialog';
import { RealityCheckSetting } from '@/components/protection/reality-check-setting';
import { toUser } from '@/lib/api/normalise/member';
import {
  readRealityInterval,
  secondsToNextCheck,
  writeRealityInterval,
  REALITY_CHECK_MINUTES,
} from '@/lib/protection/reality-check';
import { endSession, saveUser, startSession } from '@/lib/session';
import { clearAllStorage } from '@/lib/storage';
import { setExtensionsForTests } from '@/lib/api/backend';
import { ALL_EXTENSIONS } from '@/contract/common/extensions';
import type { WireUser } from '@/contract/member/schemas';
import { mockFetch, ok } from '../support/fetch-mock';
import { legacyBackend, renderWithApp, resetApp } from '../support/render';

const USER: WireUser = { id: 7, username: 'player01', balance: '100.00' };

function signIn(user: WireUser = USER) {
  startSession('tok');
  saveUser(toUser(user));
}

beforeEach(() => resetApp('#/'));
afterEach(() => jest.useRealTimers());

describe('the interval on the device', () => {
  it('is kept per member and survives logout (clearAllStorage), which clears the rest', () => {
    writeRealityInterval('7', 30);
    writeRealityInterval('8', 120);
    localStorage.setItem('token', 'tok');
    clearAllStorage();
    expect(localStorage.getItem('token')).toBeNull();
    expect(readRealityInterval('7')).toBe(30);
    expect(readRealityInterval('8')).toBe(120);
    expect(readRealityInterval('9')).toBe(0);
    endSession();
    expect(readRealityInterval('7')).toBe(30);
  });

  it('takes only the offered intervals', () => {
    expect(REALITY_CHECK_MINUTES).toEqual([0, 10, 15, 20, 30, 45, 60, 90, 120]);
    writeRealityInterval('7', 25);
    expect(readRealityInterval('7')).toBe(0);
    localStorage.setItem('realityCheck', JSON.stringify({ 7: 7 }));
    expect(readRealityInterval('7')).toBe(0);
  });

  it('counts the next check from the login: the next whole interval', () => {
    expect(secondsToNextCheck(0, 10)).toBe(600);
    expect(secondsToNextCheck(540, 10)).toBe(60);
    expect(secondsToNextCheck(600, 10)).toBe(600);
    expect(secondsToNextCheck(2100, 15)).toBe(600);
  });
});

describe('the setting', () => {
  it('is a labelled select that keeps the choice for this member', () => {
    signIn();
    renderWithApp(<RealityCheckSetting />);
    const select = screen.getByLabelText('现实检查提醒') as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '不提醒',
      '每10分钟',
      '每15分钟',
      '每20分钟',
      '每30分钟',
      '每45分钟',
      '每60分钟',
      '每90分钟',
      '每120分钟',
    ]);
    expect(screen.getByText('按所选间隔提醒您本次登录的时长与输赢')).toBeInTheDocument();
    fireEvent.change(select, { target: { value: '45' } });
    expect(readRealityInterval('7')).toBe(45);
    expect(select.value).toBe('45');
  });

  it('shows nothing on a legacy back end or to a visitor', () => {
    legacyBackend([]);
    signIn();
    const { container, unmount } = renderWithApp(<RealityCheckSetting />);
    expect(container.querySelector('select')).toBeNull();
    unmount();
    resetApp('#/');
    expect(renderWithApp(<RealityCheckSetting />).container.querySelector('select')).toBeNull();
  });
});

/** The summary answers: the server's seconds run on with the fake clock. */
function mockSession(startSeconds: number) {
  const began = Date.now();
  return mockFetch({
    '/api/protectionSession': () =>
      ok({
        login_at: '2026-01-01 12:00:00',
        seconds: startSeconds + Math.round((Date.now() - began) / 1000),
        staked: '350.00',
        won: '230.00',
        net: '-120.00',
      }),
    '/api/logoff': () => ok(),
  });
}

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await flush();
}

describe('the dialog', () => {
  beforeEach(() => jest.useFakeTimers());

  async function mountAt(seconds: number, minutes = 10) {
    signIn();
    writeRealityInterval('7', minutes);
    const api = mockSession(seconds);
    renderWithApp(<RealityCheckDialog />);
    await flush();
    await flush();
    return api;
  }

  it('appears at the next interval since the login, with the time and this session’s figures', async () => {
    const api = await mountAt(9 * 60);
    expect(api.pathsCalled()).toEqual(['/api/protectionSession']);
    await advance(59_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1_000);
    const dialog = await screen.findByRole('dialog', { name: '现实检查' });
    expect(api.pathsCalled()).toEqual(['/api/protectionSession', '/api/protectionSession']);
    expect(within(dialog).getByTestId('reality-check-time')).toHaveTextContent('已登录 0 小时 10 分钟');
    expect(within(dialog).getByText('本次投注').nextSibling).toHaveTextContent('350.00');
    expect(within(dialog).getByText('本次派彩').nextSibling).toHaveTextContent('230.00');
    const net = within(dialog).getByTestId('reality-check-net');
    expect(net).toHaveTextContent('-120.00');
    expect(net).toHaveClass('text-danger');
  });

  it('继续游戏 (and Esc) closes it; the next comes one interval later', async () => {
    await mountAt(65 * 60, 15);
    await advance(10 * 60_000);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('reality-check-time')).toHaveTextContent('已登录 1 小时 15 分钟');
    fireEvent.click(within(dialog).getByRole('button', { name: '继续游戏' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(15 * 60_000 - 1_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1_000);
    const again = await screen.findByRole('dialog');
    act(() => void again.closest('dialog')!.dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('设置限额 goes to /responsible; 退出登录 asks, then logs out', async () => {
    const api = await mountAt(0);
    await advance(10 * 60_000);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '设置限额' }));
    expect(window.location.hash).toBe('#/responsible');
    await advance(10 * 60_000);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '退出登录' }));
    expect(await screen.findByText('确定要退出登录吗？')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '确定' }));
    });
    await flush();
    await flush();
    expect(api.pathsCalled()).toContain('/api/logoff');
    expect(readRealityInterval('7')).toBe(10);
  });

  it('stays off (no call) when the interval is off, on a legacy back end, or on /restricted', async () => {
    const off = await mountAt(0, 0);
    await advance(60 * 60_000);
    expect(off.pathsCalled()).toEqual([]);

    resetApp('#/');
    legacyBackend([]);
    const legacy = await mountAt(0);
    await advance(20 * 60_000);
    expect(legacy.pathsCalled()).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    resetApp('#/restricted');
    legacyBackend(null);
    setExtensionsForTests(ALL_EXTENSIONS);
    const restrictedView = await mountAt(0);
    await advance(20 * 60_000);
    expect(restrictedView.pathsCalled()).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown to a restricted member (the server refuses them the summary)', async () => {
    signIn({ ...USER, protection: { state: 'timeout', until: '2027-01-01 00:00:00', reopen_at: null, message: 'x' } });
    writeRealityInterval('7', 10);
    const api = mockSession(0);
    renderWithApp(<RealityCheckDialog />);
    await advance(20 * 60_000);
    expect(api.pathsCalled()).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
