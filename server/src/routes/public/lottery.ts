/**
 * Lottery rooms (docs/API.md#lotteryroom, docs/LOTTERY.md): the lottery list, a lottery's rooms, one room
 * with its round, draws, chat history and plays, and placing bets (idempotent like the other
 * money calls: an `Idempotency-Key` retry gets the first answer). A placed order's bet notice
 * goes to its room's chat right after the commit (once: a replay announces nothing).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  LotteryOrderBody,
  LotteryRoomQuery,
  WireLottery,
  WireLotteryOrderResult,
  WireLotteryRoom,
  WireLotteryRoomSummary,
} from '../../../../contract/lottery/schemas.ts';
import { chatAuthor } from '../../domain/chat/messages.ts';
import { runIdempotent } from '../../domain/idempotency/answers.ts';
import { announceOrder } from '../../domain/lottery/bet-notice.ts';
import { findLottery, findLotteryByName, findRoom, listLotteries, roomsOf } from '../../domain/lottery/catalog.ts';
import { ORDER_MESSAGES, orderAnswer, placeOrder } from '../../domain/lottery/orders.ts';
import { lotteryListRow, roomSummary, roomView } from '../../domain/lottery/room-view.ts';
import { refuse } from '../../lib/errors.ts';
import { posInt } from '../../lib/input.ts';
import { requestOrigin } from '../../lib/urls.ts';
import { requireMember } from '../../http/auth.ts';
import { memberOf } from '../../plugins/app/context.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { idempotentCall, ledgerKeyOf, sendAnswer } from '../../http/answer.ts';
import { memberCall, publicCall, readRoute, typed } from '../../http/schema.ts';

export async function lotteryRoutes(app: FastifyInstance): Promise<void> {
  const origin = (request: FastifyRequest) => requestOrigin(request, app.config.publicUrl);
  const api = typed(app);

  readRoute(app, {
    url: '/api/lotteryList',
    schema: publicCall({ tag: 'lottery', summary: '彩种列表', data: Type.Array(WireLottery) }),
    handler: async (request) => {
      const rows = [];
      for (const lottery of await listLotteries(app.db)) {
        if (lottery.running) rows.push(await lotteryListRow(app.db, lottery, origin(request)));
      }
      return ok(rows);
    },
  });

  // With room_id: one room (members only, like entering it); otherwise the rooms of `name`.
  readRoute(app, {
    url: '/api/lotteryRoom',
    schema: publicCall({
      tag: 'lottery',
      summary: '彩种房间 / 房间详情',
      description:
        'With room_id (members only): one room with its round, draws, chat history and plays. Otherwise the rooms of the lottery `name`.',
      input: LotteryRoomQuery,
      data: Type.Union([WireLotteryRoom, Type.Array(WireLotteryRoomSummary)]),
    }),
    handler: async (request) => {
      const { room_id: roomIdText, name } = request.body;
      if (roomIdText === '') {
        const lottery = await findLotteryByName(app.db, name);
        if (!lottery) return ok([]);
        const rooms = await roomsOf(app.db, lottery.id);
        return ok(rooms.map((room) => roomSummary(room, app.chat.size(String(room.id)))));
      }
      // Entering one room needs a member (the list of rooms does not): the one guard an input decides.
      await requireMember(request);
      const room = await findRoom(app.db, posInt(roomIdText, 0));
      const lottery = room ? await findLottery(app.db, room.lotteryId) : null;
      if (!room || !lottery) throw refuse(500, ORDER_MESSAGES.noRoom);
      return ok(
        await roomView(app.db, room, lottery, {
          now: app.lottery.now(),
          roundSeconds: app.config.roundSeconds,
          origin: origin(request),
        }),
      );
    },
  });

  api.post(
    '/api/lotteryOrder',
    {
      schema: memberCall({
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
        const order = await placeOrder(q, user.id, request.body, app.lottery.now(), ledgerKeyOf(call));
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
