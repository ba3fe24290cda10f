/**
 * A stand-in for the lottery room's bet popup (components/lottery/bet-popup), for the room screen's
 * tests: only whether the room opens it and passes its clock's phase. Like the real popup, it closes
 * itself (onClose) once that phase leaves open; `placed` answers as a placed bet would.
 */
import { useEffect } from 'react';

export function BetPopup({
  open,
  phase,
  onClose,
  onPlaced,
}: {
  open: boolean;
  phase: string | null;
  onClose: () => void;
  onPlaced: (p: unknown) => void;
}) {
  const closing = open && phase !== null && phase !== 'open';
  useEffect(() => {
    if (closing) onClose();
  }, [closing, onClose]);
  return open ? (
    <div data-testid="bet-popup">
      <button type="button" onClick={onClose}>
        close
      </button>
      <button
        type="button"
        onClick={() => onPlaced({ balance: 99000, notice: '第2984523期 大 10元', message: '投注成功' })}
      >
        placed
      </button>
    </div>
  ) : null;
}
