/**
 * Lottery rooms (docs/API.md#lotteryroom, docs/LOTTERY.md): the lottery list, a lottery's rooms, one room
 * with its round, draws, chat history and plays (one room needs a member: its handler runs the
 * guard, as the room id decides). Placing bets: routes/member/lottery.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  LotteryRoomQuery,
  WireLottery,
  WireLotteryRoom,
  WireLotteryRoomSummary,
} from '../../../../contract/lottery/schemas.ts';
import { findLottery, findLotteryByName, findRoom, listLotteries, roomsOf } from '../../domain/lottery/catalog.ts';
import { ORDER_MESSAGES } from '../../domain/lottery/orders.ts';
import { lotteryListRow, roomSummary, roomView } from '../../domain/lottery/room-view.ts';
import { refuse } from '../../lib/errors.ts';
import { posInt } from '../../lib/input.ts';
import { requestOrigin } from '../../lib/urls.ts';
import { requireMember } from '../../http/auth.ts';
import { ok } from '../../http/answer.ts';
import { playerCall, readRoute } from '../../http/schema.ts';

export default async function lotteryRoutes(app: FastifyInstance): Promise<void> {
  const origin = (request: FastifyRequest) => requestOrigin(request, app.config.publicUrl);

  readRoute(app, {
    url: '/api/lotteryList',
    schema: playerCall({ tag: 'lottery', summary: '彩种列表', data: Type.Array(WireLottery) }),
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
    schema: playerCall({
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
}
