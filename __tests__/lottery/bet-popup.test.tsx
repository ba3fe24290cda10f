import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { BetPopup } from '@/components/lottery/bet-popup';
import type { BetPlaced, LotteryRoom } from '@/lib/api/types';
import { useRoundClock } from '@/lib/lottery/use-round-clock';
import { mockFetch, ok, type Handler } from '../support/fetch-mock';
import { renderWithApp, resetApp, toasts } from '../support/render';
import { FTIME, roomFixture } from '../support/lottery-fixtures';
import { signIn } from '../support/wallet-fixtures';

const placedOk = () => ok({ balance: '1510.35', notice: '第2984522期 大 10元' }, '投注成功');

/** The room screen's part: holds the room (a reload replaces it) and the popup's open state. */
let setRoom: (room: LotteryRoom) => void = () => undefined;

function Harness({
  initialRoom,
  onPlaced,
  onClose,
}: {
  initialRoom: LotteryRoom;
  onPlaced: (p: BetPlaced) => void;
  onClose: () => void;
}) {
  const [open, setOpen] = useState(true);
  const [room, replaceRoom] = useState(initialRoom);
  useEffect(() => {
    setRoom = replaceRoom;
  }, []);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open-bets
      </button>
      <BetPopup
        room={room}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        onPlaced={onPlaced}
      />
    </>
  );
}

function setup(order: Handler = placedOk, room: LotteryRoom = roomFixture()) {
  resetApp('#/lottery?room_id=11');
  const api = mockFetch({ '/api/lotteryOrder': order, '/api/balance': () => ok({ balance: '1520.35' }) });
  signIn();
  const onPlaced = jest.fn();
  const onClose = jest.fn();
  renderWithApp(<Harness initialRoom={room} onPlaced={onPlaced} onClose={onClose} />);
  const orders = () => api.calls.filter((c) => c.path === '/api/lotteryOrder');
  const reloadRoom = (next: LotteryRoom) => act(() => setRoom(next));
  return { ...api, onPlaced, onClose, orders, reloadRoom };
}

const popup = () => screen.getByTestId('bet-popup');
const tap = (testId: string) => fireEvent.click(screen.getByTestId(testId));
const previewAmounts = () => screen.getAllByTestId('bet-preview-amount').map((i) => (i as HTMLInputElement).value);

/** 大 in 混合, then 14 in 特码, then on to the preview. */
function pickBigAndFourteen() {
  tap('bet-option-101');
  tap('bet-group-tab-2');
  tap('bet-number-2-14');
  tap('bet-next');
}

describe('bet popup: groups, options, grid', () => {
  it('shows the play groups as tabs, options with title and odds, the open round and the balance', async () => {
    setup();
    expect(
      within(popup())
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['混合', '特码']);
    expect(screen.getByTestId('bet-option-101')).toHaveTextContent('大赔率 1.98');
    // Named by its text (label-in-name): what it shows, with 赔率 said to screen readers.
    expect(screen.getByTestId('bet-option-101')).not.toHaveAttribute('aria-label');
    expect(screen.getByRole('button', { name: /^大\s*赔率 1\.98$/ })).toBeInTheDocument();
    expect(screen.getByTestId('bet-round')).toHaveTextContent('第2984522期');
    expect(await screen.findByTestId('bet-balance')).toHaveTextContent('1,520.35');
  });

  it('a special group with one child per number shows those numbers as the grid', () => {
    setup();
    tap('bet-group-tab-2');
    const grid = screen.getByRole('group', { name: '特码' });
    expect(within(grid).getAllByRole('button')).toHaveLength(28);
    expect(screen.getByTestId('bet-number-2-14')).toHaveTextContent('14赔率 12.93');
  });

  it('a special group with a single child shows 1–49 (type 1) at that odds', () => {
    setup(placedOk, roomFixture({ type: 1 }));
    const cells = within(screen.getByRole('group', { name: '特码' })).getAllByRole('button');
    expect(cells).toHaveLength(49);
    expect(cells[0]).toHaveTextContent('01赔率 47.53');
    expect(cells[48]).toHaveTextContent('49赔率 47.53');
  });

  it('a tapped option is marked and counted; tapping again takes it back', () => {
    setup();
    tap('bet-option-101');
    expect(screen.getByTestId('bet-option-101')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('bet-picked-count')).toHaveTextContent('已选 1 注');
    tap('bet-option-101');
    expect(screen.getByTestId('bet-picked-count')).toHaveTextContent('已选 0 注');
  });
});

describe('bet popup: rules of docs/SCREENS.md#lottery', () => {
  it('at least one option must be chosen: 请选择投注项 (before the preview and when all orders are removed)', () => {
    const { orders } = setup();
    tap('bet-next');
    expect(toasts()).toContain('请选择投注项');
    expect(screen.queryAllByTestId('bet-preview-row')).toHaveLength(0);

    tap('bet-option-101');
    tap('bet-next');
    tap('bet-preview-remove');
    act(() => void toasts().splice(0));
    tap('bet-confirm');
    expect(toasts()).toContain('请选择投注项');
    expect(screen.queryByTestId('bet-confirm-dialog')).not.toBeInTheDocument();
    expect(orders()).toHaveLength(0);
  });

  it('the quick amount is 10 by default; a change applies to the orders made and to new ones', () => {
    setup();
    expect(screen.getByTestId('bet-quick-10')).toHaveAttribute('aria-checked', 'true');
    tap('bet-option-101');
    tap('bet-quick-50');
    expect(screen.getByTestId('bet-quick-50')).toHaveAttribute('aria-checked', 'true');
    tap('bet-option-102');
    tap('bet-next');
    expect(previewAmounts()).toEqual(['50', '50']);
  });

  it("each order's amount is edited on its own in the preview, and the total follows", () => {
    setup();
    pickBigAndFourteen();
    expect(previewAmounts()).toEqual(['10', '10']);
    fireEvent.change(screen.getAllByTestId('bet-preview-amount')[1], { target: { value: '25.5' } });
    expect(previewAmounts()).toEqual(['10', '25.5']);
    expect(screen.getByTestId('bet-preview-total')).toHaveTextContent('2注 共 ¥35.50');
  });

  it('an order can be removed in the preview', () => {
    setup();
    pickBigAndFourteen();
    fireEvent.click(screen.getByRole('button', { name: '删除 大' }));
    expect(screen.getAllByTestId('bet-preview-row').map((r) => r.getAttribute('data-key'))).toEqual(['2:214:14']);
    expect(screen.getByTestId('bet-preview-total')).toHaveTextContent('1注 共 ¥10.00');
  });

  it('stakes are checked before the confirmation: blank, zero, outside the room limits', () => {
    setup();
    tap('bet-option-101');
    tap('bet-next');
    const input = screen.getByTestId('bet-preview-amount');
    for (const [value, message] of [
      ['', '请输入投注金额'],
      ['0', '投注金额必须大于0'],
      ['60000', '单注金额需在10-50,000元之间'],
    ]) {
      fireEvent.change(input, { target: { value } });
      tap('bet-confirm');
      expect(toasts()).toContain(message);
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.queryByTestId('bet-confirm-dialog')).not.toBeInTheDocument();
  });
});

describe('bet popup: confirmation and submit', () => {
  it('the confirmation sums up round, orders and total; 确定 sends room, open round and each order', async () => {
    const { orders } = setup();
    pickBigAndFourteen();
    fireEvent.change(screen.getAllByTestId('bet-preview-amount')[1], { target: { value: '20' } });
    tap('bet-confirm');
    const dialog = screen.getByTestId('bet-confirm-dialog');
    expect(within(dialog).getByTestId('bet-confirm-round')).toHaveTextContent('第2984522期');
    expect(
      within(dialog)
        .getAllByTestId('bet-confirm-item')
        .map((i) => i.textContent),
    ).toEqual(['大 @1.98¥10.00', '特码 14 @12.93¥20.00']);
    expect(within(dialog).getByTestId('bet-confirm-total')).toHaveTextContent('2注 共 ¥30.00');
    expect(orders()).toHaveLength(0);

    tap('bet-submit');
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(orders()[0].body).toEqual({
      room_id: 11,
      expect: '2984522',
      order: [
        { id: 101, total: 10, data: '' },
        { id: 214, total: 20, data: '14' },
      ],
    });
    expect((orders()[0].init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a number of a single-child special group travels as data', async () => {
    const { orders } = setup(placedOk, roomFixture({ type: 1 }));
    tap('bet-number-3-7');
    tap('bet-next');
    tap('bet-confirm');
    tap('bet-submit');
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(orders()[0].body?.order).toEqual([{ id: 300, total: 10, data: '7' }]);
  });

  it('success: 投注成功, the selection is cleared, the popup closes and reports the answer', async () => {
    const { onPlaced, onClose } = setup();
    pickBigAndFourteen();
    tap('bet-confirm');
    tap('bet-submit');
    await waitFor(() =>
      expect(onPlaced).toHaveBeenCalledWith({ balance: 151035, notice: '第2984522期 大 10元', message: '投注成功' }),
    );
    expect(toasts()).toContain('投注成功');
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByTestId('bet-popup')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'open-bets' }));
    expect(await screen.findByTestId('bet-picked-count')).toHaveTextContent('已选 0 注');
    expect(screen.getByTestId('bet-number-2-14')).toHaveAttribute('aria-pressed', 'false');
  });

  it("a refusal (余额不足) shows the server's words and keeps every order and amount", async () => {
    const { onPlaced, orders } = setup(() => ({ code: 210, message: '余额不足', data: [] }));
    pickBigAndFourteen();
    fireEvent.change(screen.getAllByTestId('bet-preview-amount')[0], { target: { value: '300' } });
    tap('bet-confirm');
    tap('bet-submit');
    await waitFor(() => expect(toasts()).toContain('余额不足'));
    await waitFor(() => expect(screen.queryByTestId('bet-confirm-dialog')).not.toBeInTheDocument());
    expect(previewAmounts()).toEqual(['300', '10']);
    expect(onPlaced).not.toHaveBeenCalled();
    expect(orders()).toHaveLength(1);
  });

  it('no answer: the dialog stays and the retry reuses the same Idempotency-Key; a changed order gets a new one', async () => {
    let fail = true;
    const { orders } = setup(() => (fail ? Promise.reject(new TypeError('offline')) : placedOk()));
    tap('bet-option-101');
    tap('bet-next');
    tap('bet-confirm');
    tap('bet-submit');
    await waitFor(() => expect(toasts()).toContain('网络异常，请检查网络后重试'));
    expect(screen.getByTestId('bet-confirm-dialog')).toBeInTheDocument();
    tap('bet-submit');
    await waitFor(() => expect(orders()).toHaveLength(2));
    const key = (i: number) => (orders()[i].init.headers as Record<string, string>)['Idempotency-Key'];
    expect(key(1)).toBe(key(0));

    tap('bet-confirm-cancel');
    // The sheet comes back with the order as it was.
    fireEvent.change(await screen.findByTestId('bet-preview-amount'), { target: { value: '20' } });
    fail = false;
    tap('bet-confirm');
    fireEvent.click(await screen.findByTestId('bet-submit'));
    await waitFor(() => expect(orders()).toHaveLength(3));
    expect(key(2)).not.toBe(key(0));
    expect(orders()[2].body?.order).toEqual([{ id: 101, total: 20, data: '' }]);
  });
});

describe('bet popup: the round closes (docs/SCREENS.md#lottery: 封盘中 the bet popup closes and betting is refused)', () => {
  it('closes when the round state leaves open, keeping the picks for later', async () => {
    const { reloadRoom, onClose, orders } = setup();
    tap('bet-option-101');
    tap('bet-next');
    tap('bet-confirm');
    expect(screen.getByTestId('bet-confirm-dialog')).toBeInTheDocument();
    // The room data now says betting has closed (a reload, or a socket frame).
    reloadRoom(roomFixture({ timeoutS: FTIME }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByTestId('bet-popup')).not.toBeInTheDocument();
    expect(screen.queryByTestId('bet-confirm-dialog')).not.toBeInTheDocument();
    expect(toasts()).toContain('封盘中禁止投注');
    expect(orders()).toHaveLength(0);
    // The next round opens: the pick is still there.
    reloadRoom(roomFixture({ timeoutS: 200, nextExpect: '2984523' }));
    fireEvent.click(screen.getByRole('button', { name: 'open-bets' }));
    expect(await screen.findByTestId('bet-picked-count')).toHaveTextContent('已选 1 注');
    expect(screen.getByTestId('bet-round')).toHaveTextContent('第2984523期');
  });

  it('closes on its own as the countdown reaches ftime', () => {
    jest.useFakeTimers();
    try {
      const { onClose } = setup(placedOk, roomFixture({ timeoutS: FTIME + 2 }));
      expect(screen.getByTestId('bet-popup')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByTestId('bet-popup')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.queryByTestId('bet-popup')).not.toBeInTheDocument();
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(toasts()).toContain('封盘中禁止投注');
    } finally {
      jest.useRealTimers();
    }
  });

  it("follows the room's clock, not one of its own: when the room's clock closes, it closes saying 封盘中禁止投注", () => {
    // The screen's arrangement: the room owns the clock and passes its phase; the popup closes
    // itself through onClose when that phase leaves open. Here the room's clock has just closed while a
    // second clock (over the same room data, read a moment apart) could still say open.
    function RoomLike({ clockRoom, room }: { clockRoom: LotteryRoom; room: LotteryRoom }) {
      const phase = useRoundClock(clockRoom)?.phase ?? null;
      const [open, setOpen] = useState(true);
      return (
        <BetPopup room={room} phase={phase} open={open} onClose={() => setOpen(false)} onPlaced={() => undefined} />
      );
    }
    resetApp('#/lottery?room_id=11');
    mockFetch({ '/api/balance': () => ok({ balance: '1520.35' }) });
    signIn();
    renderWithApp(
      <RoomLike clockRoom={roomFixture({ timeoutS: FTIME })} room={roomFixture({ timeoutS: FTIME + 1 })} />,
    );
    expect(screen.queryByTestId('bet-popup')).not.toBeInTheDocument();
    expect(toasts()).toContain('封盘中禁止投注');
  });

  it('a forced attempt while closed shows 封盘中禁止投注 and sends nothing', () => {
    const { onClose, orders } = setup(placedOk, roomFixture({ timeoutS: 10 }));
    expect(screen.queryByTestId('bet-popup')).not.toBeInTheDocument();
    expect(toasts()).toContain('封盘中禁止投注');
    expect(onClose).toHaveBeenCalled();
    expect(orders()).toHaveLength(0);
  });

  it('when the server says it closed first (code 500 封盘中禁止投注) its message shows and the picks stay', async () => {
    const { orders, onPlaced } = setup(() => ({ code: 500, message: '封盘中禁止投注' }));
    tap('bet-option-101');
    tap('bet-next');
    tap('bet-confirm');
    tap('bet-submit');
    await waitFor(() => expect(toasts()).toContain('封盘中禁止投注'));
    expect(orders()).toHaveLength(1);
    expect(onPlaced).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('bet-preview-row')).toHaveLength(1);
  });
});
