import type { concise as zh } from '../catalogue/concise';
import type { Translation } from '../translation';

/** The electronic-game list (/concise) in English (the Chinese: ../catalogue/concise.ts). */
export const concise: Translation<typeof zh> = {
  tabs: { obgdy: 'OB Slots', fgdz: 'FG Slots', pp: 'PP Slots', ae: 'AE Slots' },
  tabsLabel: 'Slot providers',
  search: 'Search games',
  noMatch: 'No games found',
  loadFailed: "Couldn't load games",
};
