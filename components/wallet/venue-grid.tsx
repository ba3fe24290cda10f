'use client';
import { ChevronDownIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useState } from 'react';
import type { VenueBalance } from '@/lib/api/types';
import { formatMoney } from '@/lib/money';
import * as t from '@/lib/text/zh-CN';
import { canExpand, visibleVenues } from '@/lib/wallet/venues';
import { Skeleton } from '@/components/ui/skeleton';
import { Radio, RadioGroup } from '@/components/ui/radio-group';

export interface VenueGridProps {
  label: string;
  venues: VenueBalance[] | undefined;
  /** A failed first load (later poll failures keep the last list). */
  failed?: boolean;
  onRetry?: () => void;
  /** 3 on the wallet, 4 on the transfer screen (docs/SCREENS.md#account). */
  collapsedCount: number;
  columns: 2 | 3;
  /** With onSelect the tiles are a single-choice group (the transfer screen). */
  selected?: string;
  onSelect?: (platname: string) => void;
}

const gridCols = { 2: 'grid-cols-2', 3: 'grid-cols-3' } as const;
const tileBase = 'flex min-h-15 flex-col justify-center rounded-control px-3 py-2 text-left';

function Tile({ venue, checked }: { venue: VenueBalance; checked?: boolean }) {
  return (
    <>
      {/* The venue's name is the operator's (the server's venue list), not the app's text (docs/I18N.md). */}
      <span className={clsx('truncate text-note', checked ? 'text-brand' : 'text-ink-muted')} data-operator-content>
        {venue.name}
      </span>
      <span
        className={clsx('truncate font-num text-body font-semibold', checked ? 'text-brand' : 'text-ink')}
        data-testid={`venue-balance-${venue.platname}`}
      >
        {formatMoney(venue.balance)}
      </span>
    </>
  );
}

/** Venue wallets: the first few collapsed, all expanded; optionally a venue picker. */
export function VenueGrid({
  label,
  venues,
  failed,
  onRetry,
  collapsedCount,
  columns,
  selected,
  onSelect,
}: VenueGridProps) {
  const [expanded, setExpanded] = useState(false);
  const grid = clsx('grid gap-2', gridCols[columns]);

  if (!venues) {
    if (failed) return <RetryTile onRetry={onRetry} />;
    return <VenueGridSkeleton label={label} grid={grid} count={collapsedCount} />;
  }
  if (venues.length === 0)
    return (
      <p className="flex min-h-15 items-center justify-center rounded-control bg-surface-sunken text-note text-ink-faint">
        {onSelect ? t.transfer.noVenues : t.wallet.noVenues}
      </p>
    );

  const shown = visibleVenues(venues, expanded, collapsedCount);
  const toggle = canExpand(venues.length, collapsedCount) && (
    <ExpandToggle expanded={expanded} onToggle={() => setExpanded((x) => !x)} />
  );

  if (!onSelect)
    return (
      <div>
        <ul className={grid} aria-label={label}>
          {shown.map((v) => (
            <li key={v.platname} className={clsx(tileBase, 'bg-surface-sunken')}>
              <Tile venue={v} />
            </li>
          ))}
        </ul>
        {toggle}
      </div>
    );

  return (
    <div>
      <RadioGroup value={selected ?? ''} onChange={onSelect} aria-label={label} className={grid}>
        {shown.map((v) => (
          <Radio
            key={v.platname}
            value={v.platname}
            aria-label={v.name}
            className={({ checked }) =>
              clsx(
                tileBase,
                'cursor-pointer border',
                checked ? 'border-brand bg-brand-soft' : 'border-transparent bg-surface-sunken',
              )
            }
          >
            {({ checked }) => <Tile venue={v} checked={checked} />}
          </Radio>
        ))}
      </RadioGroup>
      {toggle}
    </div>
  );
}

/** A failed first load: the whole grid's place is one retry. */
function RetryTile({ onRetry }: { onRetry?: () => void }) {
  return (
    <button
      type="button"
      onClick={onRetry}
      className="flex min-h-15 w-full items-center justify-center rounded-control bg-surface-sunken text-note text-ink-muted"
    >
      {t.wallet.loadFailed} · {t.app.retry}
    </button>
  );
}

/** The collapsed grid's tiles while the list loads. */
function VenueGridSkeleton({ label, grid, count }: { label: string; grid: string; count: number }) {
  return (
    <div aria-busy aria-label={label}>
      <div className={grid}>
        {Array.from({ length: count }, (_, i) => (
          <Skeleton key={i} className="h-15" />
        ))}
      </div>
      {/* Room for the expand toggle most lists have, so it does not push the page down. */}
      <div className="mt-1 h-touch" />
    </div>
  );
}

/** 展开全部 / 收起 under the grid. */
function ExpandToggle({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={expanded}
      className="mt-1 flex min-h-touch w-full items-center justify-center gap-1 text-note text-ink-muted"
    >
      {expanded ? t.wallet.collapse : t.wallet.expand}
      <ChevronDownIcon className={clsx('h-4 w-4 transition-transform', expanded && 'rotate-180')} aria-hidden />
    </button>
  );
}
