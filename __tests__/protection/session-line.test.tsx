/**
 * docs/SCREENS.md#lottery / #gamepage: the session line `本次 1:23:45 · 输赢 -120.00`: the time
 * ticks locally each second, the net is read every minute and after a bet; only with the
 * realityCheck extension and a member, otherwise nothing and no call.
 */
import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { SessionLine } from '@/components/protection/session-line';
import GameScreen from '@/components/screens/game/game-screen';
import { afterBetPlaced } from '@/lib/lottery/after-bet';
import { formatNet } from '@/lib/api/protection-session';
import { toUser } from '@/lib/api/normalise/member';
import { toCents } from '@/lib/money';
import { formatSessionClock } from '@/lib/protection/reality-check';
import { saveUser, startSession } from '@/lib/session';
import { mockFetch, ok } from '../support/fetch-mock';
import { legacyBackend, loc, renderWithApp, resetApp } from '../support/render';

const USER = { id: 7, username: 'player01', balance: '100.00' };

function member() {
  startSession('tok');
  saveUser(toUser(USER));
}

function mockSummary(net = '-120.00', seconds = 5025) {
  return mockFetch({
    '/api/protectionSession': () =>
      ok({ login_at: '2026-01-01 12:00:00', seconds, staked: '500.00', won: '380.00', net }),
    '/api/getGameUrl': () => ok({ url: 'https://venue.example/play' }),
    '/api/balance': () => ok({ balance: '100.00' }),
  });
}

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

/** The room passes its SWRConfig's mutate to afterBetPlaced; so does this test. */
const room: { mutate?: ScopedMutator } = {};
function RoomLine() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    room.mutate = mutate;
  }, [mutate]);
  return <SessionLine />;
}
const betPlaced = () => afterBetPlaced({ balance: toCents('90'), notice: '', message: '投注成功' }, room.mutate);

beforeEach(() => {
  resetApp('#/lottery?room_id=11');
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('formatting', () => {
  it('shows the clock as H:MM:SS and the net signed with two decimals', () => {
    expect(formatSessionClock(5025)).toBe('1:23:45');
    expect(formatSessionClock(59)).toBe('0:00:59');
    expect(formatSessionClock(36000)).toBe('10:00:00');
    expect(formatNet(toCents('-120'))).toBe('-120.00');
    expect(formatNet(toCents('35.5'))).toBe('+35.50');
    expect(formatNet(toCents('1234.5'))).toBe('+1,234.50');
    expect(formatNet(toCents(0))).toBe('0.00');
  });
});

describe('the session line', () => {
  it('says 本次 1:23:45 · 输赢 -120.00 (net in red) and ticks each second without a call', async () => {
    member();
    const api = mockSummary();
    renderWithApp(<SessionLine />);
    const line = screen.getByRole('timer', { name: '本次登录时长与输赢' });
    await flush();
    await flush();
    expect(line).toHaveTextContent('本次 1:23:45 · 输赢 -120.00');
    expect(screen.getByText('-120.00')).toHaveClass('text-brand-light');
    act(() => void jest.advanceTimersByTime(1000));
    expect(line).toHaveTextContent('本次 1:23:46 · 输赢 -120.00');
    expect(api.pathsCalled()).toEqual(['/api/protectionSession']);
  });

  it('reads the net again after a minute and after a bet', async () => {
    member();
    const api = mockSummary('35.00', 60);
    renderWithApp(<RoomLine />);
    await flush();
    await flush();
    expect(screen.getByText('+35.00')).toHaveClass('text-success');
    await act(async () => void jest.advanceTimersByTime(60_000));
    expect(api.pathsCalled()).toEqual(['/api/protectionSession', '/api/protectionSession']);
    await act(async () => {
      await betPlaced();
    });
    expect(api.pathsCalled()).toEqual(['/api/protectionSession', '/api/protectionSession', '/api/protectionSession']);
  });

  it('reserves its height before the first answer (no shift)', async () => {
    member();
    mockSummary();
    renderWithApp(<SessionLine />);
    expect(screen.getByRole('timer')).toHaveClass('h-session');
    expect(screen.getByRole('timer')).toBeEmptyDOMElement();
    await flush();
    await flush();
    expect(screen.getByRole('timer')).toHaveClass('h-session');
  });

  it('is absent on a legacy back end, for a visitor and for a restricted member, with no request', async () => {
    legacyBackend([]);
    member();
    const legacy = mockSummary();
    const { unmount } = renderWithApp(<RoomLine />);
    await flush();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await act(async () => {
      await betPlaced();
    });
    expect(legacy.pathsCalled()).not.toContain('/api/protectionSession');
    unmount();

    resetApp('#/');
    const visitor = mockSummary();
    renderWithApp(<SessionLine />);
    await flush();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(visitor.pathsCalled()).toEqual([]);

    resetApp('#/');
    startSession('tok');
    saveUser(toUser({ ...USER, protection: { state: 'closed', until: null, reopen_at: null, message: '' } }));
    const restricted = mockSummary();
    renderWithApp(<SessionLine />);
    await flush();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(restricted.pathsCalled()).toEqual([]);
  });

  it('sits over a venue game in the game page, the frame shortened by its height', async () => {
    member();
    const hash = '#/gamePage?platname=ag&code=&type=realbet&name=AG';
    resetApp(hash);
    member();
    mockSummary();
    renderWithApp(<GameScreen location={loc(hash)} />);
    await flush();
    await flush();
    expect(screen.getByRole('timer')).toHaveTextContent('本次 1:23:45 · 输赢 -120.00');
    const frameBox = (await screen.findByTitle('AG')).parentElement!;
    expect(frameBox.className).toContain('theme(spacing.session)');
  });
});
