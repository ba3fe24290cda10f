/**
 * The alternative home's six sections (docs/SCREENS.md#index_old) and the wire categories of
 * each: unlike the tabbed hall, e-sports (gaming) has a section of its own and fishing sits with
 * the slots. Each section lists its platforms from the game lists stored on the device.
 */
import type { GameLists } from '@/lib/api/normalise/games';
import type { Game } from '@/lib/api/types';
import * as t from '@/lib/text/zh-CN';

export type AltSectionKey = keyof typeof t.hallAlt.sections;

export interface AltSection {
  key: AltSectionKey;
  label: string;
  categories: readonly string[];
}

export const ALT_SECTIONS: readonly AltSection[] = [
  { key: 'live', label: t.hallAlt.sections.live, categories: ['realbet'] },
  { key: 'sport', label: t.hallAlt.sections.sport, categories: ['sport'] },
  { key: 'esports', label: t.hallAlt.sections.esports, categories: ['gaming'] },
  { key: 'cards', label: t.hallAlt.sections.cards, categories: ['joker'] },
  { key: 'slots', label: t.hallAlt.sections.slots, categories: ['concise', 'fishing'] },
  { key: 'lottery', label: t.hallAlt.sections.lottery, categories: ['lottery'] },
];

/** A section's platforms, its categories' lists in table order. */
export function sectionGames(lists: GameLists | undefined, section: AltSection): Game[] {
  return lists ? section.categories.flatMap((c) => lists[c] ?? []) : [];
}
