'use client';
import clsx from 'clsx';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { Skeleton } from './skeleton';

export interface TabOption<T> {
  value: T;
  label: string;
  testId?: string;
}

/** How a strip looks: its list, every tab, and what the selected and the other tabs add. */
export interface TabLook {
  list: string;
  tab: string;
  selected: string;
  idle: string;
  /**
   * Where the keyboard focus ring (app/globals.css) sits, when outside the tab does not fit (a bar
   * at the screen's edge draws it inside).
   */
  focus?: string;
}

export interface TabStripProps<T> {
  options: readonly TabOption<T>[];
  /** The selected value; the owner keeps it (often in the route's query), so back and reload keep it. */
  value: T;
  onChange: (value: T) => void;
  /** The tab list's accessible name. */
  label: string;
  look: TabLook;
  /** What a tab shows besides its label (an icon, a badge); the label alone by default. */
  renderTab?: (option: TabOption<T>, selected: boolean) => ReactNode;
  /** The selected tab's content, rendered in its tab panel (wired by aria-controls). */
  panel?: ReactNode;
  panelClassName?: string;
  /** The panel above the list (a bottom tab bar). */
  panelFirst?: boolean;
  /** Drawn but not usable (the exported first screen). */
  disabled?: boolean;
}

/** The tab a key moves to (arrows wrap; Home and End), or null for any other key. */
export function tabKeyTarget(key: string, at: number, count: number): number | null {
  if (key === 'ArrowRight') return (at + 1) % count;
  if (key === 'ArrowLeft') return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * Every tab strip of the app (WAI-ARIA tabs, automatic activation): the arrow keys, Home and End
 * choose a tab and move the focus with it, the selected tab is the strip's one tab stop, and Tab
 * leaves for the panel. Each strip only says how it looks. Selection is controlled: a tab chosen
 * (by tap or key) is reported, never kept here. No library: the hall's category tabs are in the
 * boot files, and this is all they need.
 */
export function TabStrip<T>({
  options,
  value,
  onChange,
  label,
  look,
  renderTab,
  panel,
  panelClassName,
  panelFirst,
  disabled,
}: TabStripProps<T>) {
  const id = useId();
  const index = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  const tabId = (i: number) => `${id}-tab-${i}`;
  const panelId = `${id}-panel`;
  const choose = (i: number) => {
    const next = options[i];
    if (next && next.value !== value) onChange(next.value);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const to = tabKeyTarget(e.key, index, options.length);
    if (to === null) return;
    e.preventDefault();
    choose(to);
    document.getElementById(tabId(to))?.focus();
  };
  const panels = panel !== undefined && (
    <div role="tabpanel" id={panelId} aria-labelledby={tabId(index)} tabIndex={0} className={panelClassName}>
      {panel}
    </div>
  );
  return (
    <>
      {panelFirst && panels}
      <div role="tablist" aria-label={label} className={look.list}>
        {options.map((o, i) => (
          <button
            key={String(o.value)}
            type="button"
            role="tab"
            id={tabId(i)}
            aria-selected={i === index}
            aria-controls={i === index && panels ? panelId : undefined}
            tabIndex={i === index ? 0 : -1}
            disabled={disabled}
            data-testid={o.testId}
            onClick={() => choose(i)}
            onKeyDown={onKeyDown}
            className={clsx(look.tab, look.focus, i === index ? look.selected : look.idle)}
          >
            {renderTab ? renderTab(o, i === index) : o.label}
          </button>
        ))}
      </div>
      {!panelFirst && panels}
    </>
  );
}

const SEGMENTED: TabLook = {
  list: 'flex rounded-control bg-surface p-1 shadow-card',
  tab: 'min-h-touch flex-1 rounded-tab text-body font-medium transition-colors',
  selected: 'bg-brand text-ink-inverse',
  idle: 'text-ink-muted',
};

/** The segmented look (USDT/bank, login/pay password, 公告/站内信 …): equal tabs in a white bar. */
export function Segmented<T extends string>({
  options,
  value,
  onChange,
  label,
  children,
  panelClassName,
}: {
  options: readonly TabOption<T>[];
  value: T;
  onChange: (v: T) => void;
  label: string;
  /** The selected tab's content, when it sits right under the strip. */
  children?: ReactNode;
  panelClassName?: string;
}) {
  return (
    <TabStrip
      options={options}
      value={value}
      onChange={onChange}
      label={label}
      look={SEGMENTED}
      panel={children}
      panelClassName={panelClassName}
    />
  );
}

const PILL_LIST = 'flex gap-2 overflow-x-auto px-gutter py-2';
const PILL_TAB = 'min-h-touch shrink-0 whitespace-nowrap rounded-pill px-4 text-body transition-colors';
const PILL_SELECTED = 'bg-brand font-medium text-ink-inverse';
/** A pill's box without its text: PILL_TAB's height (min-h-touch). */
const PILL_SKELETON = 'min-h-touch w-16 shrink-0 rounded-pill';

const PILLS: Record<'raised' | 'sunken', TabLook> = {
  /** On the page's grey: white pills. */
  raised: { list: PILL_LIST, tab: PILL_TAB, selected: PILL_SELECTED, idle: 'bg-surface text-ink-muted shadow-card' },
  /** On a white sheet: grey pills, and no scrollbar under them. */
  sunken: {
    list: `${PILL_LIST} [scrollbar-width:none]`,
    tab: PILL_TAB,
    selected: PILL_SELECTED,
    idle: 'bg-surface-sunken font-medium text-ink-muted',
  },
};

/**
 * The pill strip's placeholder while its options load: the strip's own row and pill height, so
 * the content under it does not move when the pills land.
 */
export function PillTabsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className={PILL_LIST} aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={PILL_SKELETON} />
      ))}
    </div>
  );
}

/** The pill look (activity types, play groups): a row of pills that scrolls sideways when long. */
export function PillTabs<T>({ tone, ...strip }: Omit<TabStripProps<T>, 'look'> & { tone: keyof typeof PILLS }) {
  return <TabStrip {...strip} look={PILLS[tone]} />;
}
