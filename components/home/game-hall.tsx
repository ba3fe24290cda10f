'use client';
import { useState } from 'react';
import { useHallGames } from '@/lib/home/use-hall-games';
import type { Game } from '@/lib/api/types';
import { HALL_TABS, type HallTypeCode } from '@/lib/home/game-categories';
import * as t from '@/lib/text/zh-CN';
import { EmptyState } from '@/components/ui/empty-state';
import { CategoryTabs } from './category-tabs';
import { GameTile, TileSkeletons } from './game-tile';
import { useOpenGame } from './use-open-game';

/**
 * Category tabs and their platform tiles. A tap: visitors get the login prompt;
 * members open the room popup for lottery tiles, the game page for the rest.
 */
export function GameHall() {
  const [code, setCode] = useState<HallTypeCode>(HALL_TABS[0].code);
  const { open, dialogs } = useOpenGame();

  return (
    <section className="flex flex-col gap-3">
      <CategoryTabs value={code} onChange={setCode} panel={<Tiles code={code} onOpen={open} />} />
      {dialogs}
    </section>
  );
}

function Tiles({ code, onOpen }: { code: HallTypeCode; onOpen: (game: Game) => void }) {
  const { games, error } = useHallGames(code);
  const tab = HALL_TABS.find((x) => x.code === code) ?? HALL_TABS[0];
  if (!games && !error) {
    return <TileSkeletons />;
  }
  if (!games?.length) return <EmptyState text={t.home.noGames} />;
  return (
    <div className="grid grid-cols-2 gap-3">
      {games.map((game, i) => (
        <GameTile
          key={`${game.category}-${game.platform}-${game.gameCode}-${i}`}
          game={game}
          tab={tab.key}
          onOpen={onOpen}
        />
      ))}
    </div>
  );
}
