/**
 * docs/SCREENS.md#keyboard: toasts are said (status, errors as alerts); the round bar says the
 * round and its state when they change, never the ticking clock; a new draw is said once.
 */
import { act, render, screen } from '@testing-library/react';
import { LastResult } from '@/components/lottery/last-result';
import { RoundBar } from '@/components/lottery/round-bar';
import { Toaster } from '@/components/ui/toaster';
import type { DrawResult } from '@/lib/api/types';
import { useRoundClock } from '@/lib/lottery/use-round-clock';
import { toast } from '@/lib/ui/toast';

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('info and success are polite status messages; an error is an alert', () => {
    render(<Toaster />);
    act(() => {
      toast.success('复制成功！');
      toast.info('已在当前页面！');
      toast.error('余额不足');
    });
    expect(screen.getAllByRole('status').map((x) => x.textContent)).toEqual(['复制成功！', '已在当前页面！']);
    expect(screen.getByRole('alert')).toHaveTextContent('余额不足');
    act(() => void jest.advanceTimersByTime(5000));
  });
});

/** A room whose round, read at `receivedAt`, draws in 45 s and closes 30 s before. */
function Room({ nextExpect, receivedAt }: { nextExpect: string; receivedAt: number }) {
  const timeoutS = 45;
  const ftime = 30;
  const clock = useRoundClock({ ftime, round: { nextExpect, timeoutS, receivedAt } });
  return <RoundBar name="加拿大28" nextExpect={nextExpect} clock={clock} />;
}

/** What changed in a live region since the last look (each change is something a screen reader says). */
function watch(region: HTMLElement) {
  const observer = new MutationObserver(() => {});
  observer.observe(region, { childList: true, characterData: true, subtree: true });
  return { changes: () => observer.takeRecords().length, stop: () => observer.disconnect() };
}

describe('round bar', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    // The round clock reads the monotonic clock: it follows the fake one.
    jest.spyOn(performance, 'now').mockImplementation(() => Date.now());
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });
  const tick = (seconds: number) =>
    act(() => {
      for (let i = 0; i < seconds; i += 1) jest.advanceTimersByTime(1000);
    });

  it('says the round and its state when they change, and nothing while the clock ticks', () => {
    const { rerender } = render(<Room nextExpect="3001" receivedAt={performance.now()} />);
    const region = screen.getByTestId('round-announce');
    const countdown = screen.getByTestId('round-countdown');
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toHaveTextContent('第3001期 投注中');
    // The ticking clock is outside the region and off the air itself.
    expect(region).not.toContainElement(countdown);
    expect(countdown).toHaveAttribute('aria-live', 'off');
    const live = watch(region);

    tick(10);
    expect(countdown).toHaveTextContent('00:05');
    expect(live.changes()).toBe(0);
    tick(5);
    expect(region).toHaveTextContent('第3001期 封盘中');
    expect(live.changes()).toBeGreaterThan(0);
    // 封盘中 is said once, however long the clock then counts to the draw.
    tick(10);
    expect(countdown).toHaveTextContent('00:20');
    expect(live.changes()).toBe(0);

    tick(20);
    expect(region).toHaveTextContent('第3001期 开奖中');
    expect(live.changes()).toBeGreaterThan(0);
    rerender(<Room nextExpect="3002" receivedAt={performance.now()} />);
    expect(region).toHaveTextContent('第3002期 投注中');
    expect(live.changes()).toBeGreaterThan(0);
    tick(10);
    expect(live.changes()).toBe(0);
    live.stop();
  });
});

describe('draw result', () => {
  const draw = (expect: string, numbers: number[]): DrawResult => ({
    expect,
    numbers,
    special: null,
    sum: numbers.reduce((a, b) => a + b, 0),
    labels: [],
    openTime: null,
    hash: null,
    seed: null,
  });

  it('a new draw is said once, with its numbers', () => {
    const { rerender } = render(<LastResult type={2} last={draw('3001', [3, 8, 5])} onVerify={() => {}} />);
    const region = screen.getByTestId('draw-announce');
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toHaveTextContent('第3001期开奖结果 3+8+5=16');
    const live = watch(region);
    // The same draw drawn again (a poll, a re-render) says nothing.
    rerender(<LastResult type={2} last={draw('3001', [3, 8, 5])} onVerify={() => {}} />);
    expect(live.changes()).toBe(0);
    rerender(<LastResult type={2} last={draw('3002', [1, 2, 9])} onVerify={() => {}} />);
    expect(region).toHaveTextContent('第3002期开奖结果 1+2+9=12');
    expect(live.changes()).toBeGreaterThan(0);
    rerender(<LastResult type={2} last={draw('3002', [1, 2, 9])} onVerify={() => {}} />);
    expect(live.changes()).toBe(0);
    live.stop();
  });
});
