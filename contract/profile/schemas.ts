/** Profile update, avatar upload and the agent application. */
import { Type, type Static } from 'typebox';
import { PlayerInput, TextField } from '../common/input.ts';
import { Maybe, WireDateTime, WireId } from '../common/schemas.ts';
import {
  AGENT_MESSAGES,
  APPLY_INFO_MAX_LENGTH,
  FEEDBACK_CONTACT_MAX_LENGTH,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MESSAGES,
  PROFILE_MESSAGES,
} from './rules.ts';

/** POST /api/updateuserinfo: all three keys are sent; '' clears a field. */
export const UpdateUserInfoBody = PlayerInput(
  {
    mobile: TextField({ max: 40, message: PROFILE_MESSAGES.mobile, description: "Mainland mobile (11 digits) or ''." }),
    email: TextField({ max: 200, message: PROFILE_MESSAGES.email, description: "E-mail or ''." }),
    birthday: TextField({
      max: 40,
      message: PROFILE_MESSAGES.birthday,
      description: "YYYY-MM-DD between 1980-01-01 and today (Beijing), or ''.",
    }),
  },
  // profileProblem (rules.ts) is the one rule set, shared with the PWA; it needs today's date.
  'Checked by the server in this order with profileProblem (contract/profile/rules.ts).',
);
export type UpdateUserInfoBody = Static<typeof UpdateUserInfoBody>;

/** POST /api/uploadimg answer (our envelope; legacy servers answered the plain-text URL). */
export const WireUploaded = Type.Object({
  path: Type.String({ description: 'Absolute URL of the stored avatar.' }),
});
export type WireUploaded = Static<typeof WireUploaded>;

/** POST /api/applyagentdo body. */
export const ApplyAgentBody = PlayerInput(
  {
    mobile: TextField({
      max: 20,
      message: AGENT_MESSAGES.mobile,
      description: `Mainland mobile (11 digits): 1000 ${AGENT_MESSAGES.mobile}.`,
    }),
    apply_info: TextField({
      max: 10_000,
      multiline: true,
      message: AGENT_MESSAGES.reason,
      description: `Why the member wants to be an agent (kept up to ${APPLY_INFO_MAX_LENGTH} characters); none: 1000 ${AGENT_MESSAGES.reason}.`,
    }),
  },
  // agentApplicationProblem (rules.ts) is the one rule set, shared with the PWA's form.
  'Checked by the server in this order with agentApplicationProblem (contract/profile/rules.ts).',
);
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
export const FeedbackBody = PlayerInput(
  {
    content: TextField({
      // Read beyond the limit, so a longer text is refused rather than cut.
      max: FEEDBACK_MAX_LENGTH * 4,
      multiline: true,
      message: FEEDBACK_MESSAGES.required,
      description: `The feedback, 1–${FEEDBACK_MAX_LENGTH} characters: none 1000 ${FEEDBACK_MESSAGES.required}, longer 1000 ${FEEDBACK_MESSAGES.tooLong}.`,
    }),
    contact: Type.Optional(
      TextField({
        max: FEEDBACK_CONTACT_MAX_LENGTH,
        description: `How to reach the member (optional, kept up to ${FEEDBACK_CONTACT_MAX_LENGTH}).`,
      }),
    ),
  },
  // feedbackProblem (rules.ts) is the one rule set, shared with the PWA's form.
  'Checked by the server with feedbackProblem (contract/profile/rules.ts).',
);
export type FeedbackBody = Static<typeof FeedbackBody>;
