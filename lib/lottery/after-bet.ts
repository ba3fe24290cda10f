/**
 * What the room does after 投注成功 (docs/LOTTERY.md): the balance the server answered goes into
 * every balance reader at once. The bet notice is not sent from here: the server posts its own
 * summary to the room once the order commits (docs/API.md#lotteryorder), and a client frame
 * `{content, order: 0}` as well would ask it to announce the same order twice.
 */
import { mutate as globalMutate, type ScopedMutator } from 'swr';
import { BALANCE_KEY, revalidateBalance } from '@/lib/api/user';
import { patchUser } from '@/lib/session';
import type { BetPlaced } from '@/lib/api/types';

/** `mutate`: the SWRConfig's own when called from inside one (the room passes it). */
export async function afterBetPlaced(placed: BetPlaced, mutate: ScopedMutator = globalMutate): Promise<void> {
  if (placed.balance === null) {
    await (mutate === globalMutate
      ? revalidateBalance()
      : mutate((key) => Array.isArray(key) && key[0] === BALANCE_KEY));
    return;
  }
  const balance = placed.balance;
  patchUser({ balance });
  await mutate((key) => Array.isArray(key) && key[0] === BALANCE_KEY, balance, { revalidate: false });
}
