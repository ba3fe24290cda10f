import type { game as zh } from '../catalogue/game';
import type { Translation } from '../translation';

/** The game page /gamePage in English (the Chinese: ../catalogue/game.ts). */
export const game: Translation<typeof zh> = {
  loading: 'Loading…',
  entering: (name: string) => `Opening ${name}…`,
  frameTitle: 'Game',
  failed: "Couldn't load the game",
  failedHint: 'Try again later, or go back and pick another game',
  unavailable: 'Nothing to open here',
  unavailableHint: 'This link is not available or is invalid',
  more: 'More',
  transferTitle: 'Transfer funds',
};
