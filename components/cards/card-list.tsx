'use client';
import { TrashIcon } from '@heroicons/react/24/outline';
import { deleteCard, useCards } from '@/lib/api/cards';
import { CallError } from '@/lib/api/errors';
import { showCallError } from '@/lib/api/use-submit';
import type { CardKind, SavedCard } from '@/lib/api/types';
import * as t from '@/lib/text/zh-CN';
import { showConfirm } from '@/lib/ui/alert';
import { toast } from '@/lib/ui/toast';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/list/infinite-list';
import { Skeleton } from '@/components/ui/skeleton';
import { CardFace } from './card-face';

/** 确定要解除绑定该卡片吗？ then 解绑成功 and the list reloads; a failure is shown by the submit policy. */
export async function confirmUnbind(card: SavedCard, reload: () => Promise<unknown>): Promise<boolean> {
  if (!(await showConfirm(t.cards.confirmUnbind))) return false;
  try {
    await deleteCard(card.id);
  } catch (e) {
    if (!(e instanceof CallError)) throw e;
    showCallError(e);
    return false;
  }
  toast.success(t.cards.unbound);
  await reload();
  return true;
}

const ROW = 'flex h-18 items-center justify-between gap-2 rounded-card bg-surface pl-4 shadow-card';

export function CardListSkeleton({ rows = 2 }: { rows?: number }) {
  return (
    <ul aria-busy className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className={ROW}>
          <div className="flex items-center gap-3">
            <Skeleton className="h-11 w-11 rounded-pill" />
            <div className="flex flex-col gap-1.5">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-3.5 w-36" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The saved cards of one kind with delete; loading, failure and empty states. */
export function CardList({ kind }: { kind: CardKind }) {
  const { data: cards, error, mutate } = useCards(kind);
  if (!cards && !error) return <CardListSkeleton />;
  if (!cards) return <LoadError error={error} onRetry={() => void mutate()} fallback={t.withdraw.loadFailed} />;
  if (cards.length === 0) return <EmptyState text={t.cards.empty[kind]} />;
  return (
    <ul aria-label={t.cards.kinds[kind]} className="flex flex-col gap-3">
      {cards.map((card) => (
        <li key={card.id} className={ROW}>
          <CardFace card={card} />
          <button
            type="button"
            onClick={() => void confirmUnbind(card, mutate)}
            aria-label={t.cards.unbindLabel(card.kind === 'usdt' ? `USDT ${card.protocol}` : card.bank, card.last4)}
            className="flex h-full w-touch shrink-0 items-center justify-center text-ink-faint active:text-danger"
          >
            <TrashIcon className="h-5 w-5" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
