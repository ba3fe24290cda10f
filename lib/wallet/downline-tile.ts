/**
 * Who sees the 下级转账 tile on /wallet and /account (docs/SCREENS.md#account): agents only
 * (isagent = 1); a visitor, a member still loading or any other member never does. One function
 * so every further condition (a back end that offers the call: `hasExtension('downlineTransfer')`)
 * is added in one place.
 */
import type { User } from '@/lib/api/types';

export function showsDownlineTile(user: Pick<User, 'isAgent'> | null | undefined): boolean {
  return user?.isAgent === true;
}
