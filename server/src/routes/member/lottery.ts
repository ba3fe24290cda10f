/**
 * Placing bets (routes/member/: behind the member guard; docs/LOTTERY.md), idempotent like the other
 * money calls: an `Idempotency-Key` retry gets the first answer. A placed order's bet notice goes to
 * its room's chat right after the commit (once: a replay announces nothing). The lottery list and
 * the rooms: routes/public/lottery.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LotteryOrderBody, WireLotteryOrderResult } from '../../../../contract/lottery/schemas.ts';
import { chatAuthor } from '../../domain/chat/messages.ts';
import { runIdempotent } from '../../domain/idempotency/answers.ts';
import { announceOrder } from '../../domain/lottery/bet-notice.ts';
import { orderAnswer, placeOrder } from '../../domain/lottery/orders.ts';
import { requestOrigin } from '../../lib/urls.ts';
import { memberOf } from '../../http/auth.ts';
import { idempotentCall, ledgerKeyOf, sendAnswer } from '../../http/answer.ts';
import { playerCall, typed } from '../../http/schema.ts';

export default async function lotteryOrderRoutes(app: FastifyInstance): Promise<void> {
  const origin = (request: FastifyRequest) => requestOrigin(request, app.config.publicUrl);
  const api = typed(app);

  api.post(
    '/api/lotteryOrder',
    {
      schema: playerCall({
        tag: 'lottery',
        summary: '下注',
        idempotent: true,
        input: LotteryOrderBody,
        data: WireLotteryOrderResult,
      }),
    },
    async (request, reply) => {
      const call = idempotentCall(request, 'lotteryOrder', request.body);
      const { user } = memberOf(request);
      // Set only when this request placed the order (never on a replay or a refusal).
      const placed: { orderId?: bigint } = {};
      const result = await runIdempotent(app.db, call, async (q) => {
        const order = await placeOrder(
          q,
          user.id,
          request.body,
          app.lottery.now(),
          ledgerKeyOf(call),
          app.config.protection,
        );
        placed.orderId = order.orderId;
        return orderAnswer(order);
      });
      if (placed.orderId !== undefined && !result.replayed) {
        // After the commit; the bet stands whatever happens here (the client's order-0 frame can
        // still announce an order whose notice failed).
        try {
          const announced = await announceOrder(app.db, placed.orderId, chatAuthor(user, origin(request)));
          if (announced) app.chat.broadcast(announced.roomId, announced.frame);
        } catch (error) {
          request.log.error({ err: error, orderId: String(placed.orderId) }, 'bet notice failed');
        }
      }
      return sendAnswer(reply, result);
    },
  );
}
