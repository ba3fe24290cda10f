/**
 * The bet notice of the room chat (docs/API.md#lotteryorder, docs/LOTTERY.md): the server's own summary of
 * an order (`第N期 大 10元`), announced to the order's room exactly once. The order is marked
 * announced in the same transaction as the message is stored, so whichever path comes first
 * announces it and the other finds nothing:
 *  - `announceOrder`: POST /api/lotteryOrder itself, right after the order committed;
 *  - `announceLatestOrder`: the client's `{content, order: 0}` socket frame (its content is
 *    ignored), which catches an order whose announcement failed. Nothing when there is none.
 */
import type { Db } from '../../db/types.ts';
import { saveChatMessage, type Author, type ChatFrame } from '../chat/messages.ts';

export interface Announcement {
  roomId: string;
  frame: ChatFrame;
}

/** Announces the order `orderId` of `author` if it is not announced yet; broadcast the frame after. */
export async function announceOrder(db: Db, orderId: bigint, author: Author): Promise<Announcement | null> {
  return db.tx(async (q) => {
    const [order] = await q.query<{ notice: string; room_id: number }>(
      `UPDATE lottery_orders SET announced = true
       WHERE id = $1 AND user_id = $2 AND NOT announced
       RETURNING notice, room_id`,
      [orderId, author.userId],
    );
    if (!order) return null;
    const roomId = String(order.room_id);
    return { roomId, frame: await saveChatMessage(q, roomId, author, { content: order.notice, order: 0 }) };
  });
}

/** The sender's latest unannounced order in `roomId` (the socket's order-0 frame). */
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
