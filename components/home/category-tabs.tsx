'use client';
import clsx from 'clsx';
import {
  PuzzlePieceIcon,
  RectangleStackIcon,
  TicketIcon,
  TrophyIcon,
  VideoCameraIcon,
} from '@heroicons/react/24/solid';
import type { KeyboardEvent } from 'react';
import { HALL_TABS, type HallTabKey, type HallTypeCode } from '@/lib/home/game-categories';
import * as t from '@/lib/text/zh-CN';
import type { Icon } from '@/components/ui/shortcut-icon';

export const TAB_ICONS: Record<HallTabKey, Icon> = {
  lottery: TicketIcon,
  live: VideoCameraIcon,
  sport: TrophyIcon,
  slots: PuzzlePieceIcon,
  cards: RectangleStackIcon,
};

export const tabId = (code: HallTypeCode) => `hall-tab-${code}`;
export const panelId = (code: HallTypeCode) => `hall-panel-${code}`;

/** The five category tabs (docs/SCREENS.md#home: type codes 2, 5, 1, 0, 4), arrow keys move between them. */
export function CategoryTabs({
  value,
  onChange,
  disabled = false,
}: {
  value: HallTypeCode;
  onChange: (code: HallTypeCode) => void;
  /** The exported first screen: drawn, but not usable until the live hall takes over. */
  disabled?: boolean;
}) {
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const i = HALL_TABS.findIndex((x) => x.code === value);
    const next = HALL_TABS[(i + (e.key === 'ArrowRight' ? 1 : HALL_TABS.length - 1)) % HALL_TABS.length];
    onChange(next.code);
    document.getElementById(tabId(next.code))?.focus();
  };
  return (
    <div role="tablist" aria-label={t.home.categoriesLabel} className="grid grid-cols-5 gap-2">
      {HALL_TABS.map((tab) => {
        const on = tab.code === value;
        const Glyph = TAB_ICONS[tab.key];
        return (
          <button
            key={tab.code}
            id={tabId(tab.code)}
            type="button"
            role="tab"
            aria-selected={on}
            aria-controls={panelId(tab.code)}
            tabIndex={on ? 0 : -1}
            data-type={tab.code}
            disabled={disabled}
            onClick={() => onChange(tab.code)}
            onKeyDown={onKey}
            className={clsx(
              'flex h-16 flex-col items-center justify-center gap-1 rounded-control text-note font-medium transition-colors',
              on
                ? 'bg-gradient-to-b from-[#ff6b6b] to-brand text-ink-inverse shadow-raised'
                : 'bg-surface text-ink-muted shadow-card',
            )}
          >
            <Glyph className={clsx('h-6 w-6', on ? 'text-ink-inverse' : 'text-brand/80')} aria-hidden />
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
