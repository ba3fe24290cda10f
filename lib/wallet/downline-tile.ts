/**
 * Who sees the 下级转账 tile on /wallet and /account (docs/SCREENS.md#account): agents only
 * (isagent = 1), and only where the back end announces the downlineTransfer extension (a legacy
 * back end has no such call, docs/API.md#extensions); a visitor, a member still loading or any
 * other member never does.
 */
import type { User } from '@/lib/api/types';

export function showsDownlineTile(
  user: Pick<User, 'isAgent'> | null | undefined,
  offered: boolean | undefined,
): boolean {
  return offered === true && user?.isAgent === true;
}
