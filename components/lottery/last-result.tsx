import { ShieldCheckIcon } from '@heroicons/react/24/outline';
import * as t from '@/lib/text/zh-CN';
import type { DrawResult, LotteryType } from '@/lib/api/types';
import { LiveMessage } from '@/components/ui/live-message';
import { DrawBalls, DrawLabels, drawText } from './draw-balls';

const L = t.lottery;

/** The last drawn round with its numbers, sum and extended fields; 验证 opens the verify view. */
export function LastResult({
  type,
  last,
  onVerify,
}: {
  type: LotteryType;
  last: DrawResult | null;
  onVerify: (draw: DrawResult) => void;
}) {
  return (
    <div data-testid="last-result" className="flex min-h-touch items-center gap-2">
      {/* A new draw is said once; the result shown when the room opens is not news. */}
      <LiveMessage text={last ? L.drawAnnounce(last.expect, drawText({ type, ...last })) : ''} testId="draw-announce" />
      <div className="min-w-0 flex-1">
        <p className="mb-1 text-caption text-ink-muted">
          {L.lastRound} {last ? L.roundLabel(last.expect) : ''}
        </p>
        {last ? (
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <DrawBalls type={type} numbers={last.numbers} special={last.special} sum={last.sum} />
            <DrawLabels labels={last.labels} />
          </div>
        ) : (
          <p className="text-body text-ink-faint">{L.noResult}</p>
        )}
      </div>
      {last?.seed && (
        <button
          type="button"
          onClick={() => onVerify(last)}
          data-testid="last-verify"
          aria-label={L.verifyLabel(last.expect)}
          className="flex min-h-touch min-w-touch shrink-0 flex-col items-center justify-center text-caption text-success"
        >
          <ShieldCheckIcon className="h-5 w-5" aria-hidden />
          {L.verify}
        </button>
      )}
    </div>
  );
}
