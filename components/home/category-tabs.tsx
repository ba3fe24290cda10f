'use client';
import clsx from 'clsx';
import {
  PuzzlePieceIcon,
  RectangleStackIcon,
  TicketIcon,
  TrophyIcon,
  VideoCameraIcon,
} from '@heroicons/react/24/solid';
import type { ReactNode } from 'react';
import { HALL_TABS, type HallTabKey, type HallTypeCode } from '@/lib/home/game-categories';
import * as t from '@/lib/text/zh-CN';
import { TabStrip, type TabLook } from '@/components/ui/segmented-tabs';
import type { Icon } from '@/components/ui/shortcut-icon';

export const TAB_ICONS: Record<HallTabKey, Icon> = {
  lottery: TicketIcon,
  live: VideoCameraIcon,
  sport: TrophyIcon,
  slots: PuzzlePieceIcon,
  cards: RectangleStackIcon,
};

const OPTIONS = HALL_TABS.map((tab) => ({ value: tab.code, label: tab.label }));

const LOOK: TabLook = {
  list: 'grid grid-cols-5 gap-2',
  tab: 'flex h-16 flex-col items-center justify-center gap-1 rounded-control text-note font-medium transition-colors',
  selected: 'bg-gradient-to-b from-brand-light to-brand text-ink-inverse shadow-raised',
  idle: 'bg-surface text-ink-muted shadow-card',
};

/**
 * The five category tabs (docs/SCREENS.md#home: type codes 2, 5, 1, 0, 4) and the chosen one's
 * panel; arrow keys, Home/End and the ARIA wiring come from the shared TabStrip.
 */
export function CategoryTabs({
  value,
  onChange,
  panel,
  disabled = false,
}: {
  value: HallTypeCode;
  onChange: (code: HallTypeCode) => void;
  /** The chosen category's tiles. */
  panel?: ReactNode;
  /** The exported first screen: drawn, but not usable until the live hall takes over. */
  disabled?: boolean;
}) {
  return (
    <TabStrip
      options={OPTIONS}
      value={value}
      onChange={onChange}
      label={t.home.categoriesLabel}
      disabled={disabled}
      panel={panel}
      look={LOOK}
      renderTab={(option, on) => {
        const Glyph = TAB_ICONS[HALL_TABS.find((x) => x.code === option.value)!.key];
        return (
          <>
            <Glyph className={clsx('h-6 w-6', on ? 'text-ink-inverse' : 'text-brand/80')} aria-hidden />
            {option.label}
          </>
        );
      }}
    />
  );
}
