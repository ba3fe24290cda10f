'use client';
import { useGameLists } from '@/lib/api/games';
import type { Game } from '@/lib/api/types';
import { ALT_SECTIONS, sectionGames } from '@/lib/home/alt-hall-sections';
import { navigate } from '@/lib/router/navigate';
import { hrefTo, type ConciseQuery } from '@/lib/router/queries';
import * as t from '@/lib/text/zh-CN';
import { Skeleton } from '@/components/ui/skeleton';
import { useOpenGame } from '@/components/home/use-open-game';

const CONCISE_PLATFORMS: readonly string[] = ['obgdy', 'fgdz', 'pp', 'ae'] satisfies ConciseQuery['platform'][];

/**
 * The six sections of the alternative home, each a row of platform logos from the game lists
 * stored on the device (shown at once, refreshed in the background by useGameLists). An
 * electronic platform with a game list opens it (/concise); the others open like the hall's tiles.
 */
export function PlatformSections() {
  const { data: lists, error } = useGameLists();
  const { open, dialogs } = useOpenGame();
  const tap = (game: Game) => {
    if (game.category === 'concise' && CONCISE_PLATFORMS.includes(game.platform)) {
      navigate(hrefTo('/concise', { platform: game.platform as ConciseQuery['platform'] }));
    } else open(game);
  };

  return (
    <div className="flex flex-col gap-3" aria-label={t.hallAlt.sectionsLabel} role="region">
      {ALT_SECTIONS.map((section) => {
        const games = sectionGames(lists, section);
        if (lists && games.length === 0) return null;
        return (
          <section key={section.key} className="rounded-card bg-surface p-3 shadow-card" data-section={section.key}>
            <h2 className="mb-2 text-body font-semibold text-ink">{section.label}</h2>
            <ul className="grid grid-cols-4 gap-2">
              {!lists && !error
                ? [0, 1, 2, 3].map((i) => (
                    <li key={i}>
                      <Skeleton className="aspect-square w-full rounded-control" />
                    </li>
                  ))
                : games.map((game) => (
                    <li key={`${game.category}-${game.platform}`}>
                      <button
                        type="button"
                        onClick={() => tap(game)}
                        data-platform={game.platform}
                        className="flex w-full flex-col items-center gap-1 rounded-control p-1 active:bg-surface-sunken"
                      >
                        <span className="block aspect-square w-full overflow-hidden rounded-control bg-surface-sunken">
                          {game.image && (
                            <img src={game.image} alt="" loading="lazy" className="h-full w-full object-cover" />
                          )}
                        </span>
                        <span className="w-full truncate text-center text-caption text-ink">{game.name}</span>
                      </button>
                    </li>
                  ))}
            </ul>
          </section>
        );
      })}
      {dialogs}
    </div>
  );
}
