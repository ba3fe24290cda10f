/**
 * Saved cards and USDT addresses: list, bind (pay password verified, 5 per type), unbind.
 */
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { BindCardBody, DelCardBody, GetCardBody, WireCard } from '../../../../contract/cards/schemas.ts';
import { CARD_MESSAGES, CARD_TYPE, newCard } from '../../domain/banking/card-rules.ts';
import { bindCard, deleteCard, listCards } from '../../domain/banking/cards.ts';
import { getSettings } from '../../domain/site/settings.ts';
import { requestOrigin } from '../../lib/urls.ts';
import { guessLimitsOf } from '../../domain/accounts/secret-guard.ts';
import { memberOf } from '../../http/auth.ts';
import { ok } from '../../http/answer.ts';
import { playerCall, readRoute, typed } from '../../http/schema.ts';
import { EmptyList } from '../../../../contract/common/schemas.ts';

export default async function cardRoutes(app: FastifyInstance): Promise<void> {
  const api = typed(app);
  // type 1 bank cards, 2 USDT (docs/API.md#getcard); 3 (ebpay) and anything else: an empty list.
  readRoute(app, {
    url: '/api/getcard',
    schema: playerCall({
      tag: 'cards',
      summary: '已绑定银行卡 / USDT 地址',
      input: GetCardBody,
      data: Type.Array(WireCard),
    }),
    handler: async (request) => {
      const { type } = request.body;
      if (type !== 1 && type !== 2) return ok([]);
      const settings = await getSettings(app.db);
      return ok(
        await listCards(
          app.db,
          memberOf(request).user.id,
          type === 1 ? CARD_TYPE.bank : CARD_TYPE.usdt,
          requestOrigin(request, app.config.publicUrl),
          settings,
        ),
      );
    },
  });

  api.post(
    '/api/bindcard',
    {
      schema: playerCall({ tag: 'cards', summary: '绑定银行卡 / USDT 地址', input: BindCardBody, data: EmptyList }),
    },
    async (request) => {
      const card = newCard(request.body);
      await bindCard(app.db, memberOf(request).user, card, {
        limits: guessLimitsOf(app.config.limits),
        holdHours: app.config.newDestinationHoldHours,
      });
      return ok([], CARD_MESSAGES.bound);
    },
  );

  api.post(
    '/api/delcard',
    {
      schema: playerCall({ tag: 'cards', summary: '解绑', input: DelCardBody, data: EmptyList }),
    },
    async (request) => {
      await deleteCard(app.db, memberOf(request).user.id, request.body.id);
      return ok([], CARD_MESSAGES.unbound);
    },
  );
}
