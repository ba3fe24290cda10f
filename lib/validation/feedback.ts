/** 意见反馈 (docs/SCREENS.md#usercent): a message is required and at most FEEDBACK_MAX_LENGTH characters, as the server checks. */
import type { Refusal } from '@/contract/common/rules';
import { FEEDBACK_MAX_LENGTH } from '@/contract/profile/rules';
import * as t from '@/lib/text/zh-CN';

export type FeedbackField = 'content' | 'contact';
export interface FeedbackInput {
  content: string;
  contact: string;
}

/** Characters, not UTF-16 units: an emoji counts once, as on the server. */
export function validateFeedback({ content }: FeedbackInput): Refusal<FeedbackField> | null {
  const text = content.trim();
  if (!text) return { field: 'content', message: t.settings.feedbackRequired };
  if ([...text].length > FEEDBACK_MAX_LENGTH) return { field: 'content', message: t.settings.feedbackTooLong };
  return null;
}
