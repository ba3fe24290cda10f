import type { hallAlt as zh } from '../catalogue/hall-alt';
import type { Translation } from '../translation';

/** The alternative home (/index_old) in English (the Chinese: ../catalogue/hall-alt.ts). */
export const hallAlt: Translation<typeof zh> = {
  openMenu: 'Open menu',
  menuTitle: 'Menu',
  menu: {
    messages: 'Messages',
    feedback: 'Feedback',
    domain: 'Permanent domain',
    domainHint: 'Tap to copy',
    about: 'About us',
  },
  promo: {
    title: 'Get the app',
    text: 'Add to your home screen and play anytime',
    action: 'Download',
    dismiss: 'Close download banner',
  },
  sections: {
    live: 'Live casino',
    sport: 'Sports',
    esports: 'Esports',
    cards: 'Card games',
    slots: 'Slots',
    lottery: 'Lottery',
  },
  sectionsLabel: 'Game categories',
};
