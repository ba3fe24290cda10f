'use client';
import { useBalance } from '@/lib/api/user';
import type { ScreenProps } from '@/lib/router/types';
import { useSession } from '@/lib/session';
import { MineView } from '@/components/member/mine-view';

/**
 * /mine_old (docs/SCREENS.md#mine_old): the older layout of /mine: the same card, balance and
 * shortcuts and entries (one shared menu), the entries as a grid of icon tiles.
 */
export default function MineOldScreen(_: ScreenProps) {
  const { user } = useSession();
  const { data: balance } = useBalance();
  return <MineView user={user} balance={balance} layout="grid" />;
}
