'use client';
import clsx from 'clsx';
import { CheckCircleIcon, ChevronRightIcon, PlusIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { useCards } from '@/lib/api/cards';
import type { CardKind, SavedCard } from '@/lib/api/types';
import { CARDS_PER_TYPE } from '@/lib/constants';
import { Link } from '@/lib/router/link';
import { hrefTo } from '@/lib/router/queries';
import * as t from '@/lib/text/zh-CN';
import { addCardHref } from '@/lib/withdraw/card-kind';
import { isRestricted } from '@/lib/protection/restriction';
import { useSession } from '@/lib/session';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { CardFace } from '@/components/cards/card-face';

const W = t.withdraw;
const ROW = 'flex min-h-17 w-full flex-wrap items-center gap-x-2 border-b border-line px-4';

export interface CardPickerProps {
  kind: CardKind;
  selectedId: number | null;
  onSelect: (id: number) => void;
  invalid?: boolean;
}

/**
 * Where the money goes: the saved cards (or addresses) of the tab's kind in a bottom sheet,
 * or links to add one when none is saved (docs/SCREENS.md#withdrawal).
 */
export function CardPicker({ kind, selectedId, onSelect, invalid }: CardPickerProps) {
  const { data: cards, error, mutate } = useCards(kind);
  const [open, setOpen] = useState(false);
  // A restricted member cannot add a card (the server refuses it; the guard keeps them off the form).
  const mayAdd = !isRestricted(useSession().user);
  const label = kind === 'bank' ? W.bankCard : W.usdtAddress;
  const selected = cards?.find((c) => c.id === selectedId) ?? null;

  if (!cards && !error) {
    return (
      <div className={ROW} aria-busy>
        <span className="w-label shrink-0 text-body text-ink">{label}</span>
        <Skeleton className="h-9 w-9 rounded-pill" />
        <Skeleton className="h-4 w-32" />
      </div>
    );
  }
  if (!cards) return <FailedRow label={label} onRetry={() => void mutate()} />;
  if (cards.length === 0) return <NoCardRow label={label} kind={kind} mayAdd={mayAdd} />;

  // A button cannot carry aria-invalid: a refused pick is outlined here and said by the form's toast.
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className={clsx(ROW, 'text-left', invalid && 'bg-brand-soft/60')}
      >
        <span className="w-label shrink-0 text-body text-ink">{label}</span>
        <span className="min-w-0 flex-1">
          {selected ? (
            <CardFace card={selected} compact />
          ) : (
            <span className="text-body text-ink-faint">{W.choose[kind]}</span>
          )}
        </span>
        <ChevronRightIcon className="h-4 w-4 shrink-0 text-ink-faint" aria-hidden />
      </button>
      <Modal open={open} onClose={() => setOpen(false)} placement="sheet" title={W.sheetTitle[kind]}>
        <CardOptions
          cards={cards}
          selectedId={selectedId}
          onPick={(card) => {
            onSelect(card.id);
            setOpen(false);
          }}
        />
        <SheetLinks kind={kind} canAdd={mayAdd && cards.length < CARDS_PER_TYPE} />
      </Modal>
    </>
  );
}

/** A failed read: the row says so and retries on a tap. */
function FailedRow({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <div className={ROW}>
      <span className="w-label shrink-0 text-body text-ink">{label}</span>
      <button type="button" onClick={onRetry} className="min-h-touch flex-1 text-left text-body text-danger">
        {t.records.loadFailed}
      </button>
    </div>
  );
}

/** Nothing saved of this kind: say so and link to adding one. */
function NoCardRow({ label, kind, mayAdd }: { label: string; kind: CardKind; mayAdd: boolean }) {
  return (
    <div className={ROW}>
      <span className="w-label shrink-0 text-body text-ink">{label}</span>
      <span className="min-w-0 flex-1 truncate text-note text-ink-muted">{W.none[kind]}</span>
      {mayAdd && (
        <AddCardLink
          kind={kind}
          className="-mr-2 flex min-h-touch shrink-0 items-center gap-1 px-2 text-body font-medium text-brand"
        />
      )}
    </div>
  );
}

/** 添加银行卡 / 添加USDT地址: to the add form of this kind. */
function AddCardLink({ kind, className }: { kind: CardKind; className: string }) {
  return (
    <Link to={addCardHref(kind)} className={className}>
      <PlusIcon className="h-4 w-4" aria-hidden />
      {W.add[kind]}
    </Link>
  );
}

/** Under the sheet's cards: add another (while under the limit) and manage them. */
function SheetLinks({ kind, canAdd }: { kind: CardKind; canAdd: boolean }) {
  return (
    <div className="flex border-t border-line">
      {canAdd && (
        <AddCardLink kind={kind} className="flex h-12 flex-1 items-center justify-center gap-1 text-body text-brand" />
      )}
      <Link
        to={hrefTo('/withdrawAccount', { kind })}
        className="flex h-12 flex-1 items-center justify-center text-body text-ink-muted"
      >
        {W.manage}
      </Link>
    </div>
  );
}

function CardOptions({
  cards,
  selectedId,
  onPick,
}: {
  cards: SavedCard[];
  selectedId: number | null;
  onPick: (c: SavedCard) => void;
}) {
  return (
    // Picking one closes the sheet, so these are plain buttons (Tab and Enter), not a radio group
    // whose arrow keys would pick, and close, on the first press; the chosen one is aria-current.
    <ul className="flex flex-col px-2 pb-2">
      {cards.map((card) => {
        const checked = card.id === selectedId;
        return (
          <li key={card.id}>
            <button
              type="button"
              aria-current={checked ? 'true' : undefined}
              onClick={() => onPick(card)}
              className={clsx(
                'flex min-h-16 w-full items-center justify-between gap-2 rounded-control px-3 text-left',
                checked ? 'bg-brand-soft' : 'active:bg-surface-sunken',
              )}
            >
              <CardFace card={card} compact />
              {checked && <CheckCircleIcon className="h-6 w-6 shrink-0 text-brand" aria-hidden />}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
