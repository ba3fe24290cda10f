import { VENUE_PLAY_MESSAGES, VENUE_STAKE_LIMITS } from '../../sandbox/rules.ts';
import { byKey, type Messages } from '../matcher.ts';

export const sandbox: Messages = {
  exact: byKey(VENUE_PLAY_MESSAGES, {
    sessionExpired: 'Your game session has expired; go back to the app and open the game again',
    stake: `Stakes must be ¥${VENUE_STAKE_LIMITS.minYuan}–¥${VENUE_STAKE_LIMITS.maxYuan} (up to two decimals)`,
    choice: 'Please choose a bet',
    insufficient: 'Not enough venue balance; transfer some in from the app first',
    noGame: 'This venue has no demo games yet',
    roundTaken: 'This round is over; please bet again',
  }),
};
