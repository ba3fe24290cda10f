'use client';
import { ClockIcon, QuestionMarkCircleIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import type { ComponentType, ReactNode } from 'react';
import type { ClockReading } from '@/lib/lottery/countdown';
import * as t from '@/lib/text/zh-CN';
import type { DrawResult, LotteryRoom } from '@/lib/api/types';
import { SessionLine } from '@/components/protection/session-line';
import { LastResult } from './last-result';
import { RoomBalance } from './room-balance';
import { RoundBar } from './round-bar';

const L = t.lottery;

export interface RoomPanelProps {
  room: LotteryRoom;
  clock: ClockReading | null;
  onVerify: (draw: DrawResult) => void;
  onHistory: () => void;
  onHelp: () => void;
  onBet: () => void;
  /**
   * The balance's and the session line's places: the live room's own by default (the first paint
   * draws the stored balance and the line's empty frame).
   */
  balance?: ReactNode;
  line?: ReactNode;
}

/** The room's top panel: the round and its countdown, the last result, the balance and the actions. */
export function RoomPanel({ room, clock, onVerify, onHistory, onHelp, onBet, balance, line }: RoomPanelProps) {
  const open = clock?.phase === 'open';
  const name = [room.lottery.title, room.title].filter(Boolean).join(' · ');
  return (
    <section data-testid="room-panel" className="space-y-2 bg-surface px-gutter pb-1 pt-2 shadow-card">
      <RoundBar name={name} nextExpect={room.round.nextExpect} clock={clock} />
      <div className="border-t border-line pt-1">
        <LastResult type={room.lottery.type} last={room.round.last ?? room.history[0] ?? null} onVerify={onVerify} />
      </div>
      {/* Wraps: at a large text size the balance takes its own line rather than being squeezed. */}
      <div className="flex flex-wrap items-center justify-between gap-1 border-t border-line pt-1">
        {balance === undefined ? <RoomBalance /> : balance}
        <div className="ml-auto flex shrink-0 items-center gap-1">
          <IconAction icon={ClockIcon} label={L.history} testId="history-button" onClick={onHistory} />
          <IconAction icon={QuestionMarkCircleIcon} label={L.help} testId="help-button" onClick={onHelp} />
          <button
            type="button"
            onClick={onBet}
            data-testid="bet-button"
            aria-disabled={!open}
            className={clsx(
              'ml-1 min-h-touch min-w-24 rounded-pill px-6 text-title font-semibold text-ink-inverse shadow-card',
              open ? 'bg-brand active:bg-brand-dark' : 'bg-ink-faint',
            )}
          >
            {L.bet}
          </button>
        </div>
      </div>
      {/* This session's time and net (reality check), under the balance: nothing without the extension. */}
      {line === undefined ? <SessionLine className={SESSION_LINE_CLASS} /> : line}
    </section>
  );
}

/** The session line's place in the panel: edge to edge. */
export const SESSION_LINE_CLASS = '-mx-gutter';

function IconAction({
  icon: Icon,
  label,
  testId,
  onClick,
}: {
  icon: ComponentType<{ className?: string }>;
  label: string;
  testId: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-testid={testId}
      className="flex h-touch min-w-touch flex-col items-center justify-center px-1 text-caption text-ink-muted"
    >
      <Icon className="h-5 w-5" />
      {label}
    </button>
  );
}
