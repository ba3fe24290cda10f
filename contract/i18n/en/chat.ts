import { SYSTEM_AUTHOR } from '../../chat/rules.ts';
import type { Messages } from '../matcher.ts';

export const chat: Messages = { exact: [[SYSTEM_AUTHOR, 'System']] };
