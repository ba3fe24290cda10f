/**
 * What the calls about activities, agent applications, feedback and the invite rule answer.
 */
import { Type, type Static } from 'typebox';
import { WireDateTime } from '../common/schemas.ts';
import { Nullable, ReviewStateName, Reviewed, Yuan } from './answer-fields.ts';

/** GET /admin/activities row; POST /admin/activities and publish / withdraw answer one. */
export const ActivityView = Type.Object({
  id: Type.Number(),
  type: Type.Number(),
  title: Type.String(),
  state: Type.String({ description: 'draft, published or withdrawn.' }),
  can_apply: Type.Number(),
  apply_limit: Type.Number(),
  bonus: Yuan,
  turnover_multiple: Nullable(Type.String({ description: "null: the site's withdraw_turnover_multiple." })),
  start_at: Nullable(WireDateTime),
  end_at: Nullable(WireDateTime),
});
export type ActivityView = Static<typeof ActivityView>;

/** GET /admin/activity-applications row. */
export const ApplicationView = Type.Object({
  id: Type.Number(),
  activity_id: Type.Number(),
  activity: Type.String(),
  user_id: Type.Number(),
  username: Type.String(),
  state: ReviewStateName,
  bonus: Yuan,
  reason: Type.String(),
  created_at: WireDateTime,
  check_time: Nullable(WireDateTime),
});
export type ApplicationView = Static<typeof ApplicationView>;

/** POST /admin/activity-applications/{id}/{action}. */
export const ApplicationReviewed = Type.Object({
  id: Type.Number(),
  user_id: Type.Number(),
  state: Reviewed,
  bonus: Yuan,
  balance: Nullable(Type.String({ description: "The member's main wallet after a paid bonus; null if none." })),
});
export type ApplicationReviewed = Static<typeof ApplicationReviewed>;

/** GET /admin/agents row. */
export const AgentApplication = Type.Object({
  id: Type.Number(),
  username: Type.String(),
  mobile: Type.String(),
  apply_info: Type.String(),
  state: ReviewStateName,
  reason: Type.String(),
  created_at: WireDateTime,
  check_time: Nullable(WireDateTime),
});
export type AgentApplication = Static<typeof AgentApplication>;

/** POST /admin/agents/{id}/{action}. */
export const AgentReviewed = Type.Object({ id: Type.Number(), user_id: Type.Number(), state: Reviewed });
export type AgentReviewed = Static<typeof AgentReviewed>;

/** GET /admin/feedback row. */
export const FeedbackRow = Type.Object({
  id: Type.Number(),
  username: Type.String(),
  content: Type.String(),
  contact: Type.String(),
  state: Type.Union([Type.Literal('new'), Type.Literal('read')]),
  created_at: WireDateTime,
});
export type FeedbackRow = Static<typeof FeedbackRow>;

/** GET and POST /admin/invite-rule. */
export const InviteRuleAnswer = Type.Object({
  reward: Yuan,
  min_deposit: Yuan,
  turnover_multiple: Type.String(),
  intro: Type.String({ description: 'HTML.' }),
});
export type InviteRuleAnswer = Static<typeof InviteRuleAnswer>;

/** GET /admin/invite-reviews row: an invite reward and how the duplicate-account checks judged it. */
export const InviteReviewRow = Type.Object({
  id: Type.Number(),
  inviter: Type.String(),
  invitee: Type.String(),
  amount: Yuan,
  state: ReviewStateName,
  reason: Type.String({ description: 'The evidence (shared card, address or name); "" when paid at once.' }),
  reviewed_by: Nullable(Type.String()),
  created_at: WireDateTime,
  reviewed_at: Nullable(WireDateTime),
});
export type InviteReviewRow = Static<typeof InviteReviewRow>;

/** POST /admin/invite-reviews/{id}/{action}. */
export const InviteReviewed = Type.Object({ id: Type.Number(), state: Reviewed });
export type InviteReviewed = Static<typeof InviteReviewed>;
