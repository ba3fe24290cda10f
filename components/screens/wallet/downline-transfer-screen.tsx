'use client';
import { useEffect, useState } from 'react';
import { useDownlines } from '@/lib/api/downline';
import { DOWNLINE_SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { Link } from '@/lib/router/link';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { DownlineForm } from '@/components/downline/downline-form';
import { ScreenSkeleton } from '@/components/layout/screen-skeleton';
import { EmptyState } from '@/components/ui/empty-state';

/**
 * /downlineTransfer, 下级转账 (docs/SCREENS.md#downlinetransfer): an agent pays one of their direct
 * downline members. A member who is not an agent (an old link) is told so and nothing is asked of
 * the server; an agent without a downline is sent to invite one.
 */
export default function DownlineTransferScreen() {
  const { user } = useSession();
  if (!user) return <ScreenSkeleton />;
  if (!user.isAgent) return <EmptyState text={t.downline.notAgent} />;
  return <AgentView />;
}

function AgentView() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  // The server is asked once typing pauses, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), DOWNLINE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = useDownlines(search);
  const none = !search && query.data?.[0]?.total === 0;

  return (
    <div className="flex flex-col gap-3 p-gutter">
      {none ? (
        <EmptyState
          text={t.downline.empty}
          action={
            <Link to="/inviter" className="min-h-touch px-4 py-2 text-body font-medium text-brand">
              {t.downline.invite}
            </Link>
          }
        />
      ) : (
        <DownlineForm search={typed} onSearch={setTyped} query={query} />
      )}
    </div>
  );
}
