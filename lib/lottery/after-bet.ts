/**
 * What the room does after 投注成功 (docs/LOTTERY.md): the balance the server answered goes into
 * every balance reader at once, and the bet notice goes to the chat as `{content, order: 0}`.
 * The server broadcasts its own summary of the order (the client's text is never trusted).
 */
import { mutate } from 'swr';
import { BALANCE_KEY, revalidateBalance } from '@/lib/api/user';
import { patchUser } from '@/lib/session';
import { t } from '@/lib/text/zh-CN';
import type { BetPlaced } from '@/lib/api/types';
import { sendBetNotice } from './chat-socket';

export async function afterBetPlaced(placed: BetPlaced): Promise<void> {
  sendBetNotice(placed.notice || t.lottery.chat.betNotice);
  if (placed.balance === null) {
    await revalidateBalance();
    return;
  }
  const balance = placed.balance;
  patchUser({ balance });
  await mutate((key) => Array.isArray(key) && key[0] === BALANCE_KEY, balance, { revalidate: false });
}
