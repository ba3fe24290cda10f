/**
 * What the room does after 投注成功 (docs/LOTTERY.md): the balance the server answered goes into
 * every balance reader at once. The bet notice is sent once: a back end with the betNotice
 * extension posts its own summary to the room when the order commits (docs/API.md#lotteryorder),
 * so the client sends nothing; elsewhere the client announces it on its socket as
 * `{content, order: 0}`, as the platform's clients always have. The session line (reality check)
 * reads its net again.
 */
import { mutate as globalMutate, type ScopedMutator } from 'swr';
import { BALANCE_KEY, revalidateBalance } from '@/lib/api/user';
import { patchUser } from '@/lib/session';
import { backendHas, EXTENSIONS } from '@/lib/api/backend';
import { revalidateSessionSummary } from '@/lib/api/protection-session';
import * as t from '@/lib/text/zh-CN';
import type { BetPlaced } from '@/lib/api/types';
import { sendBetNotice } from './chat-socket';

/** `mutate`: the SWRConfig's own when called from inside one (the room passes it). */
/**
 * After the win alert found a bet settled as a win: the balance and the session line's net are
 * read again at once, so the room shows the payout with the celebration (the balance poll would
 * show it up to a poll later).
 */
export function afterBetWon(mutate: ScopedMutator = globalMutate): void {
  void revalidateSessionSummary(mutate);
  void mutate((key) => Array.isArray(key) && key[0] === BALANCE_KEY);
}

export async function afterBetPlaced(placed: BetPlaced, mutate: ScopedMutator = globalMutate): Promise<void> {
  // The session line's net changed (docs/SCREENS.md#lottery); no reader, no call.
  void revalidateSessionSummary(mutate);
  if (!(await backendHas(EXTENSIONS.betNotice))) sendBetNotice(placed.notice || t.lottery.chat.betNotice);
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
