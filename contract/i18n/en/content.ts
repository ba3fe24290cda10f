import { CONTENT_MESSAGES } from '../../content/rules.ts';
import { byKey, type Messages } from '../matcher.ts';

export const content: Messages = {
  exact: byKey(CONTENT_MESSAGES, { articleType: 'Invalid article type', messageId: 'Message not found' }),
};
