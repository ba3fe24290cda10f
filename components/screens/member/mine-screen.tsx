'use client';
import { useBalance } from '@/lib/api/user';
import type { ScreenProps } from '@/lib/router/types';
import { useSession } from '@/lib/session';
import { MineView } from '@/components/member/mine-view';

/** /mine (docs/SCREENS.md#mine): login required, no header; the shell supplies the tab bar. */
export default function MineScreen(_: ScreenProps) {
  const { user } = useSession();
  const { data: balance } = useBalance();
  return <MineView user={user} balance={balance} />;
}
