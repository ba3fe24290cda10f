/** Profile update, avatar upload and the agent application. */
import { Type, type Static } from 'typebox';
import { Maybe, said, WireDateTime, WireId } from '../common/schemas.ts';
import { AGENT_MESSAGES, FEEDBACK_MESSAGES, PROFILE_MESSAGES } from './rules.ts';

/** POST /api/updateuserinfo: all three keys are sent; '' clears a field. */
export const UpdateUserInfoBody = Type.Object({
  mobile: Type.String({ description: "Mainland mobile (11 digits) or ''.", ...said(PROFILE_MESSAGES.mobile) }),
  email: Type.String({ description: "E-mail or ''.", ...said(PROFILE_MESSAGES.email) }),
  birthday: Type.String({
    description: "YYYY-MM-DD between 1980-01-01 and today (Beijing), or ''.",
    ...said(PROFILE_MESSAGES.birthday),
  }),
});
export type UpdateUserInfoBody = Static<typeof UpdateUserInfoBody>;

/** POST /api/uploadimg answer (our envelope; legacy servers answered the plain-text URL). */
export const WireUploaded = Type.Object({
  path: Type.String({ description: 'Absolute URL of the stored avatar.' }),
});
export type WireUploaded = Static<typeof WireUploaded>;

/** POST /api/applyagentdo body. */
export const ApplyAgentBody = Type.Object({
  mobile: Type.String({ description: 'Mainland mobile (11 digits).', ...said(AGENT_MESSAGES.mobile) }),
  apply_info: Type.String({ description: 'Why the member wants to be an agent.', ...said(AGENT_MESSAGES.reason) }),
});
export type ApplyAgentBody = Static<typeof ApplyAgentBody>;

/** POST /api/agentapply (ours): the member's latest agent application, or null. */
export const WireAgentApplication = Type.Object({
  id: WireId,
  mobile: Type.String(),
  apply_info: Type.String(),
  state: WireId,
  reason: Maybe(Type.String()),
  created_at: WireDateTime,
  check_time: Maybe(WireDateTime),
});
export type WireAgentApplication = Static<typeof WireAgentApplication>;

/** POST /api/feedback (ours): a message to the operator from /userCent. */
export const FeedbackBody = Type.Object({
  content: Type.String({ description: 'The feedback, 1–500 characters.', ...said(FEEDBACK_MESSAGES.required) }),
  contact: Type.Optional(Type.String({ description: 'How to reach the member (optional, ≤50).' })),
});
export type FeedbackBody = Static<typeof FeedbackBody>;
