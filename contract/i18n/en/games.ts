import { LAUNCH_MESSAGES } from '../../games/rules.ts';
import { byKey, type Messages } from '../matcher.ts';

export const games: Messages = {
  exact: byKey(LAUNCH_MESSAGES, { unknownPlatform: 'This game platform does not exist or is closed' }),
};
