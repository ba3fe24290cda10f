'use client';
import { PlusIcon } from '@heroicons/react/24/outline';
import { useCards } from '@/lib/api/cards';
import type { CardKind } from '@/lib/api/types';
import { CARDS_PER_TYPE } from '@/lib/constants';
import { Link } from '@/lib/router/link';
import { replaceRoute } from '@/lib/router/navigate';
import { hrefTo, parseQuery } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { addCardHref } from '@/lib/withdraw/card-kind';
import { CardList } from '@/components/cards/card-list';
import { KindTabs } from '@/components/cards/kind-tabs';
import { LoginNeeded } from '@/components/auth/login-needed';
import { Skeleton } from '@/components/ui/skeleton';

const C = t.cards;

/** /withdrawAccount?type=1|2 (docs/SCREENS.md#withdrawaccount): saved cards of one kind, delete, add (hidden at 5). */
export default function WithdrawAccountScreen({ location }: ScreenProps) {
  const { token } = useSession();
  const { kind } = parseQuery('/withdrawAccount', location);
  if (!token) return <LoginNeeded variant="cards" returnTo={location.full} />;
  return (
    <div className="flex flex-col gap-3 p-gutter">
      <KindTabs
        label={C.kindLabel}
        labels={C.kinds}
        value={kind}
        onChange={(k) => replaceRoute(hrefTo('/withdrawAccount', { kind: k }))}
      />
      <CardsOfKind key={kind} kind={kind} />
    </div>
  );
}

function CardsOfKind({ kind }: { kind: CardKind }) {
  const { data: cards } = useCards(kind);
  const count = cards?.length;
  // Unknown until loaded: no add button rather than one that vanishes at 5.
  const canAdd = count !== undefined && count < CARDS_PER_TYPE;
  return (
    <>
      <div className="flex h-6 items-center justify-between px-1 text-note text-ink-muted">
        {count === undefined ? (
          <Skeleton className="h-4 w-20" />
        ) : (
          <span data-testid="card-count">{C.count(count, CARDS_PER_TYPE)}</span>
        )}
        {count !== undefined && !canAdd && <span>{C.limitHint(CARDS_PER_TYPE)}</span>}
      </div>
      <CardList kind={kind} />
      {canAdd && (
        <Link
          to={addCardHref(kind)}
          className="flex h-18 items-center justify-center gap-2 rounded-card border border-dashed border-line-strong bg-surface text-body font-medium text-brand active:bg-surface-sunken"
        >
          <PlusIcon className="h-5 w-5" aria-hidden />
          {C.add[kind]}
        </Link>
      )}
      {kind === 'usdt' && (
        <Link to="/usdtmore" className="flex min-h-touch items-center justify-center text-note text-info">
          {C.usdtMoreLink}
        </Link>
      )}
    </>
  );
}
