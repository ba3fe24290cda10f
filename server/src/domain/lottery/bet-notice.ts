/**
 * The bet notice of the room chat (docs/LOTTERY.md): after a successful lotteryOrder the client
 * sends `{content, order: 0}`; the server ignores that content and announces ITS OWN summary of
 * the player's latest unannounced order in that room, once (the order is marked announced in
 * the same transaction as the message is stored). Nothing is announced when there is none.
 */
import type { Db } from '../../db/types.ts';
import { saveChatMessage, type Author, type ChatFrame } from '../chat/messages.ts';

export async function announceLatestOrder(db: Db, roomId: string, author: Author): Promise<ChatFrame | null> {
  if (!/^\d{1,9}$/.test(roomId)) return null;
  return db.tx(async (q) => {
    const [order] = await q.query<{ notice: string }>(
      `UPDATE lottery_orders SET announced = true
       WHERE id = (SELECT id FROM lottery_orders WHERE user_id = $1 AND room_id = $2 AND NOT announced
                   ORDER BY id DESC LIMIT 1 FOR UPDATE)
         AND NOT announced
       RETURNING notice`,
      [author.userId, Number(roomId)],
    );
    if (!order) return null;
    return saveChatMessage(q, roomId, author, { content: order.notice, order: 0 });
  });
}
