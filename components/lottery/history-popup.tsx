'use client';
import { formatBeijing } from '@/lib/time-format';
import * as t from '@/lib/text/zh-CN';
import type { DrawResult, LotteryType } from '@/lib/api/types';
import { Modal } from '@/components/ui/modal';
import { EmptyState } from '@/components/ui/empty-state';
import { DrawBalls, DrawLabels } from './draw-balls';

const L = t.lottery;

export interface HistoryPopupProps {
  open: boolean;
  onClose: () => void;
  type: LotteryType;
  /** Newest first (the normaliser sorts it). */
  history: DrawResult[];
  onVerify: (draw: DrawResult) => void;
}

/** The draw history (openlist): one row per round with its numbers, fields and a 验证 button. */
export function HistoryPopup({ open, onClose, type, history, onVerify }: HistoryPopupProps) {
  return (
    <Modal open={open} onClose={onClose} title={L.historyTitle} placement="sheet">
      {history.length === 0 ? (
        <EmptyState text={L.historyEmpty} />
      ) : (
        <ul data-testid="history-list" className="divide-y divide-line px-gutter">
          {history.map((d) => (
            <li
              key={d.expect}
              data-testid="history-row"
              data-expect={d.expect}
              className="flex items-center gap-2 py-2"
            >
              <div className="min-w-0 flex-1">
                <p className="mb-1 flex items-baseline gap-2 text-note text-ink-muted">
                  <span className="font-num font-medium text-ink">{L.roundLabel(d.expect)}</span>
                  {d.openTime !== null && (
                    <span className="font-num text-caption">{formatBeijing(d.openTime, 'MM-DD HH:mm:ss')}</span>
                  )}
                </p>
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <DrawBalls type={type} numbers={d.numbers} special={d.special} sum={d.sum} size="sm" />
                  <DrawLabels labels={d.labels} />
                </div>
              </div>
              <button
                type="button"
                onClick={() => onVerify(d)}
                disabled={!d.seed}
                data-testid="verify-button"
                aria-label={L.verifyLabel(d.expect)}
                className="min-h-touch min-w-touch shrink-0 rounded-control border border-success px-2 text-note text-success disabled:border-line disabled:text-ink-faint"
              >
                {L.verify}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
