'use client';
import { ChevronDownIcon } from '@heroicons/react/24/outline';
import clsx from 'clsx';
import { useId, useState } from 'react';
import {
  useInviteFriends,
  useInviteGifts,
  useInviteOverview,
  type DayRange,
  type InviteFriend,
  type InviteGift,
} from '@/lib/api/referrals';
import { EXTENSIONS, useExtension } from '@/lib/api/backend';
import { formatMoney } from '@/lib/money';
import * as t from '@/lib/text/zh-CN';
import { beijingToday } from '@/lib/time';
import { formatBeijing } from '@/lib/time-format';
import { toast } from '@/lib/ui/toast';
import { InfiniteList } from '@/components/list/infinite-list';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Segmented } from '@/components/ui/segmented-tabs';
import { Skeleton } from '@/components/ui/skeleton';

const I = t.invite;
const EMPTY: DayRange = { start: '', end: '' };
type ListKind = 'gifts' | 'friends';

/** The collapsible downline overview: direct invitees, registered today, depositors, gift money. */
function Overview() {
  const { data } = useInviteOverview();
  const [open, setOpen] = useState(true);
  const panel = useId();
  const figures = data
    ? [
        [I.overviewFigures.direct, String(data.direct)],
        [I.overviewFigures.today, String(data.today)],
        [I.overviewFigures.depositors, String(data.depositors)],
        [I.overviewFigures.totalGift, `¥${formatMoney(data.totalGift)}`],
      ]
    : null;
  return (
    <section className="rounded-card bg-surface shadow-card">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
        className="flex min-h-touch w-full items-center justify-between px-4 text-body font-medium text-ink"
      >
        {I.overview}
        <span className="flex items-center gap-1 text-note text-ink-muted">
          {open ? I.collapse : I.expand}
          <ChevronDownIcon className={clsx('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden />
        </span>
      </button>
      {open && (
        <dl id={panel} className="grid grid-cols-4 gap-1 border-t border-line px-2 py-3 text-center">
          {(figures ?? [0, 1, 2, 3].map(() => null)).map((f, i) => (
            <div key={i} className="flex flex-col gap-1">
              <dt className="text-caption text-ink-muted">
                {f ? f[0] : <Skeleton className="mx-auto h-3 w-10 rounded-pill" />}
              </dt>
              <dd className="font-num text-title font-semibold text-ink" data-testid={f ? `overview-${i}` : undefined}>
                {f ? f[1] : <Skeleton className="mx-auto h-5 w-8 rounded-pill" />}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function GiftRow({ row }: { row: InviteGift }) {
  return (
    <div className="flex min-h-touch items-center justify-between gap-3 border-b border-line bg-surface px-4 py-3">
      <div className="flex flex-col gap-0.5">
        <span className="text-body text-ink">{I.giftFrom(row.friend)}</span>
        <span className="font-num text-caption text-ink-muted">
          {row.createdAt === null ? '-' : formatBeijing(row.createdAt)}
        </span>
      </div>
      <span className="font-num text-title font-semibold text-success">+{formatMoney(row.amount)}</span>
    </div>
  );
}

function FriendRow({ row }: { row: InviteFriend }) {
  return (
    <div className="flex min-h-touch items-center justify-between gap-3 border-b border-line bg-surface px-4 py-3">
      <div className="flex flex-col gap-0.5">
        <span className="text-body text-ink" data-testid="friend-name">
          {row.username}
        </span>
        <span className="font-num text-caption text-ink-muted">
          {I.registeredAt} {row.createdAt === null ? '-' : formatBeijing(row.createdAt)}
        </span>
      </div>
      <div className="flex flex-col items-end gap-0.5 text-note">
        <span className="text-ink">{I.depositTotal(formatMoney(row.deposit))}</span>
        <span className={row.gift > 0 ? 'text-success' : 'text-ink-muted'}>
          {row.gift > 0 ? I.giftEarned(formatMoney(row.gift)) : I.noGiftYet}
        </span>
      </div>
    </div>
  );
}

const rowSkeleton = (
  <div className="flex min-h-touch items-center justify-between border-b border-line bg-surface px-4 py-3">
    <Skeleton className="h-4 w-1/3 rounded-pill" />
    <Skeleton className="h-4 w-16 rounded-pill" />
  </div>
);

function GiftList({ range }: { range: DayRange }) {
  return (
    <InfiniteList
      label={I.listTabs.gifts}
      query={useInviteGifts(range)}
      rowKey={(r) => r.id}
      renderRow={(r) => <GiftRow row={r} />}
      skeleton={rowSkeleton}
      skeletonCount={3}
    />
  );
}

function FriendList({ range }: { range: DayRange }) {
  return (
    <InfiniteList
      label={I.listTabs.friends}
      query={useInviteFriends(range)}
      rowKey={(r) => r.id}
      renderRow={(r) => <FriendRow row={r} />}
      skeleton={rowSkeleton}
      skeletonCount={3}
    />
  );
}

/** One end of the day range: a date input with its (visually hidden) label. */
function DayInput({
  label,
  value,
  max,
  onChange,
}: {
  label: string;
  value: string;
  max: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        className="h-touch min-w-0 flex-1 rounded-control bg-surface-sunken px-2 text-note text-ink"
      />
    </>
  );
}

/**
 * Tab 3: the overview, then 礼金记录 / 好友明细 within a date range (Beijing days, both ends
 * included): 查询 applies the two dates, 重置 clears them. A back end without the invite calls
 * shows zero figures and empty lists (docs/SCREENS.md#inviter).
 */
export function DetailTab() {
  // Without the invite calls there is nothing to list or filter: the lists' empty state, no call.
  const listed = useExtension(EXTENSIONS.invite) !== false;
  const [kind, setKind] = useState<ListKind>('gifts');
  const [draft, setDraft] = useState<DayRange>(EMPTY);
  const [range, setRange] = useState<DayRange>(EMPTY);
  const today = beijingToday();

  const query = () => {
    if (draft.start && draft.end && draft.start > draft.end) return toast.error(I.rangeError);
    setRange(draft);
  };
  const reset = () => {
    setDraft(EMPTY);
    setRange(EMPTY);
  };

  return (
    <div className="flex flex-col gap-3">
      <Overview />
      <Segmented
        label={I.listLabel}
        value={kind}
        onChange={setKind}
        options={[
          { value: 'gifts', label: I.listTabs.gifts },
          { value: 'friends', label: I.listTabs.friends },
        ]}
      />
      {listed && (
        <div className="flex flex-col gap-2 rounded-card bg-surface p-3 shadow-card">
          <div className="flex items-center gap-2">
            <DayInput
              label={I.start}
              value={draft.start}
              max={today}
              onChange={(start) => setDraft({ ...draft, start })}
            />
            <span aria-hidden className="text-ink-faint">
              ~
            </span>
            <DayInput label={I.end} value={draft.end} max={today} onChange={(end) => setDraft({ ...draft, end })} />
          </div>
          <div className="flex gap-2">
            <Button variant="secondary" block onClick={reset}>
              {I.reset}
            </Button>
            <Button block onClick={query}>
              {I.query}
            </Button>
          </div>
        </div>
      )}
      <div className="overflow-hidden rounded-card">
        {!listed ? <EmptyState /> : kind === 'gifts' ? <GiftList range={range} /> : <FriendList range={range} />}
      </div>
    </div>
  );
}
