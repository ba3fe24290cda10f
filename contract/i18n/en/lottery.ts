import {
  DRAW_WORDS,
  ORDER_TEXT,
  orderNumberMessage,
  orderRangeMessage,
  orderTooManyMessage,
} from '../../lottery/rules.ts';
import { byKey, type Messages } from '../matcher.ts';

export const lottery: Messages = {
  exact: [
    ...byKey(ORDER_TEXT, {
      noRoom: 'Room not found',
      staleExpect: 'This round has expired, please refresh',
      closed: 'Betting is closed for this round',
      unknownOption: 'Unknown bet option',
      badAmount: 'Please enter a valid bet amount',
      badChoice: 'Invalid number',
      empty: 'Please choose a bet',
      done: 'Bet placed',
    }),
    ...byKey(DRAW_WORDS, {
      big: 'Big',
      small: 'Small',
      odd: 'Odd',
      even: 'Even',
      bigOdd: 'Big odd',
      smallOdd: 'Small odd',
      bigEven: 'Big even',
      smallEven: 'Small even',
      extremeBig: 'Extreme big',
      extremeSmall: 'Extreme small',
      triple: 'Triple',
      straight: 'Straight',
      pair: 'Pair',
      mixed: 'Mixed',
      red: 'Red',
      blue: 'Blue',
      green: 'Green',
    }),
  ],
  templates: [
    { zh: (min, max) => orderRangeMessage(min, max), en: (min, max) => `Please enter an amount from ${min} to ${max}` },
    {
      zh: (min, max) => orderNumberMessage(Number(min), Number(max)),
      en: (min, max) => `Please choose a number from ${min} to ${max}`,
    },
    { zh: (n) => orderTooManyMessage(Number(n)), en: (n) => `At most ${n} bets per order` },
  ],
};
