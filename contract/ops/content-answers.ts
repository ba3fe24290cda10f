/**
 * What the content calls answer: notices, banners, articles, inbox messages, withdrawals.
 */
import { Type, type Static } from 'typebox';

/** POST /admin/notices, /admin/banners, /admin/articles: the new row. */
export const Published = Type.Object({ id: Type.Number() });
export type Published = Static<typeof Published>;

/** POST /admin/messages. */
export const MessageSent = Type.Object({
  id: Type.Number(),
  to: Type.String({ description: "The member, or 'all'." }),
});
export type MessageSent = Static<typeof MessageSent>;

/** POST /admin/content/{kind}/{id}/withdraw. */
export const ContentWithdrawn = Type.Object({
  kind: Type.String(),
  id: Type.Number(),
  state: Type.Literal('withdrawn'),
});
export type ContentWithdrawn = Static<typeof ContentWithdrawn>;
