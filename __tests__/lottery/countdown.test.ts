import { act, renderHook } from '@testing-library/react';
import {
  formatClock,
  msToNextTick,
  phaseOf,
  readClock,
  reloadDue,
  RELOAD_RETRY_MS,
  NO_RELOAD,
} from '@/lib/lottery/countdown';
import { useRoundClock, type RoundClockInput } from '@/lib/lottery/use-round-clock';

const FTIME = 30;

describe('round phases (docs/SCREENS.md#lottery: > ftime open, 0 < t <= ftime 封盘中, <= 0 开奖中)', () => {
  it.each([
    [FTIME + 1, 'open'],
    [FTIME, 'closed'],
    [1, 'closed'],
    [0, 'drawing'],
    [-1, 'drawing'],
  ] as const)('t = %i is %s', (t, phase) => {
    expect(phaseOf(t, FTIME)).toBe(phase);
  });

  it('counts whole seconds elapsed since the timeout was read, not ticks', () => {
    const base = { timeoutS: 40, receivedAt: 10_000, ftime: FTIME };
    expect(readClock(base, 10_000)).toEqual({ secondsLeft: 40, secondsToClose: 10, phase: 'open' });
    expect(readClock(base, 10_999)).toMatchObject({ secondsLeft: 40 });
    expect(readClock(base, 19_000)).toEqual({ secondsLeft: 31, secondsToClose: 1, phase: 'open' });
    expect(readClock(base, 20_000)).toEqual({ secondsLeft: 30, secondsToClose: 0, phase: 'closed' });
    expect(readClock(base, 51_000)).toEqual({ secondsLeft: -1, secondsToClose: 0, phase: 'drawing' });
  });

  it('schedules the next tick on the next whole second after the base', () => {
    expect(msToNextTick({ receivedAt: 1000 }, 1000)).toBe(1000);
    expect(msToNextTick({ receivedAt: 1000 }, 1250)).toBe(750);
    expect(msToNextTick({ receivedAt: 1000 }, 2999)).toBe(1);
  });

  it('formats mm:ss and never shows a negative time', () => {
    expect(formatClock(137)).toBe('02:17');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-3)).toBe('00:00');
  });
});

describe('reload when the time goes negative: once per round, then slowly while the server is late', () => {
  it('not while t >= 0', () => {
    expect(reloadDue(NO_RELOAD, '5', 0, 0)).toBe(false);
  });
  it('once at t < 0 for a round not asked about yet', () => {
    expect(reloadDue(NO_RELOAD, '5', -1, 0)).toBe(true);
    expect(reloadDue({ round: '5', atMs: 0 }, '5', -2, 1000)).toBe(false);
    expect(reloadDue({ round: '5', atMs: 0 }, '5', -6, RELOAD_RETRY_MS)).toBe(true);
    expect(reloadDue({ round: '5', atMs: 0 }, '6', -1, 10)).toBe(true);
  });
});

describe('useRoundClock with a fake clock', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const roomAt = (timeoutS: number, nextExpect = '100'): RoundClockInput => ({
    ftime: FTIME,
    round: { nextExpect, timeoutS, receivedAt: performance.now() },
  });

  it('ticks each second through every boundary: ftime+1 open, ftime closed, 1 closed, 0 drawing, -1 drawing', () => {
    const onReload = jest.fn();
    const room = roomAt(FTIME + 2);
    const { result } = renderHook(() => useRoundClock(room, onReload));
    expect(result.current).toMatchObject({ secondsLeft: FTIME + 2, phase: 'open' });
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ secondsLeft: FTIME + 1, secondsToClose: 1, phase: 'open' });
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ secondsLeft: FTIME, secondsToClose: 0, phase: 'closed' });
    act(() => jest.advanceTimersByTime((FTIME - 1) * 1000));
    expect(result.current).toMatchObject({ secondsLeft: 1, phase: 'closed' });
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ secondsLeft: 0, phase: 'drawing' });
    expect(onReload).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ secondsLeft: -1, phase: 'drawing' });
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('reloads once, not every tick, while the answer has not come', () => {
    const onReload = jest.fn();
    const room = roomAt(0);
    renderHook(() => useRoundClock(room, onReload));
    act(() => jest.advanceTimersByTime(1000));
    expect(onReload).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(RELOAD_RETRY_MS - 1000));
    expect(onReload).toHaveBeenCalledTimes(1);
    // The server is late: after RELOAD_RETRY_MS it asks again (not every second).
    act(() => jest.advanceTimersByTime(1000));
    expect(onReload).toHaveBeenCalledTimes(2);
  });

  it('a reload that brings a new timeout re-bases the clock and opens the next round', () => {
    const onReload = jest.fn();
    let room = roomAt(1, '100');
    const { result, rerender } = renderHook(() => useRoundClock(room, onReload));
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current).toMatchObject({ secondsLeft: -1, phase: 'drawing' });
    expect(onReload).toHaveBeenCalledTimes(1);
    // Half a second later the answer arrives: round 101, 210 s to go.
    act(() => jest.advanceTimersByTime(500));
    room = roomAt(210, '101');
    rerender();
    expect(result.current).toMatchObject({ secondsLeft: 210, secondsToClose: 180, phase: 'open' });
    // The next tick is one second after the new base, not after the old one.
    act(() => jest.advanceTimersByTime(999));
    expect(result.current).toMatchObject({ secondsLeft: 210 });
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ secondsLeft: 209 });
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('late timers do not make the countdown drift (the reading comes from the clock)', () => {
    const room = roomAt(100);
    const { result } = renderHook(() => useRoundClock(room));
    // A hidden tab: 40.5 s pass on the clock while only one timer gets to fire.
    const spy = jest.spyOn(performance, 'now').mockReturnValue(room.round.receivedAt + 40_500);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ secondsLeft: 60 });
    spy.mockRestore();
  });

  it('without onReload (the bet popup) it only watches the phase', () => {
    const room = roomAt(FTIME + 1);
    const { result } = renderHook(() => useRoundClock(room));
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current?.phase).toBe('closed');
    act(() => jest.advanceTimersByTime(40_000));
    expect(result.current?.phase).toBe('drawing');
  });

  it('no room: no reading', () => {
    const { result } = renderHook(() => useRoundClock(undefined));
    expect(result.current).toBeNull();
  });
});
