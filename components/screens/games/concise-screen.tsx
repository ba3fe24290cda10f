'use client';
import { MagnifyingGlassIcon } from '@heroicons/react/24/outline';
import { useDeferredValue, useState } from 'react';
import { useGameTiles } from '@/lib/api/game-tiles';
import type { GameTileItem } from '@/lib/api/normalise/game-tiles';
import { navigate, replaceRoute } from '@/lib/router/navigate';
import { CONCISE_PLATFORMS, hrefTo, parseQuery, type ConciseQuery } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { LoginPromptDialog } from '@/components/auth/login-prompt-dialog';
import { ConciseTile, ConciseTileSkeleton } from '@/components/concise/concise-tile';
import { PaintedList } from '@/components/list/painted-list';
import { LoadError } from '@/components/list/infinite-list';
import { EmptyState } from '@/components/ui/empty-state';
import { Segmented } from '@/components/ui/segmented-tabs';

const TABS = CONCISE_PLATFORMS.map((p) => ({ value: p, label: t.concise.tabs[p] }));
const GRID = 'grid grid-cols-4 gap-x-2 gap-y-3';

/** The game page of an electronic game: its venue, its code, the electronic category. */
export function conciseGameHref(game: GameTileItem): string {
  return hrefTo('/gamePage', { platname: game.platform, code: game.code, type: 'concise', name: game.name });
}

/** Games whose name contains the search text (case-insensitive; blank shows all). */
export function matchGames(games: readonly GameTileItem[], search: string): GameTileItem[] {
  const needle = search.trim().toLowerCase();
  return needle ? games.filter((g) => g.name.toLowerCase().includes(needle)) : [...games];
}

/**
 * /concise?type=obgdy|fgdz|pp|ae, 电子游戏 (docs/SCREENS.md#concise): platform tabs, a search over
 * the names, and the tiles; a tile opens the game page (visitors get the login prompt).
 */
export default function ConciseScreen({ location }: ScreenProps) {
  const { platform } = parseQuery('/concise', location);
  const { token } = useSession();
  const [search, setSearch] = useState('');
  const [prompt, setPrompt] = useState(false);
  const open = (game: GameTileItem) => (token ? navigate(conciseGameHref(game)) : setPrompt(true));

  return (
    <div className="flex flex-col gap-3 p-gutter" data-testid="concise">
      <Segmented
        options={TABS}
        value={platform}
        onChange={(v: ConciseQuery['platform']) => replaceRoute(hrefTo('/concise', { platform: v }))}
        label={t.concise.tabsLabel}
        panelClassName="flex flex-col gap-3"
      >
        <label className="flex min-h-touch items-center gap-2 rounded-pill bg-surface px-4 shadow-card focus-ring-within">
          <MagnifyingGlassIcon className="h-4 w-4 shrink-0 text-ink-faint" aria-hidden />
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t.concise.search}
            aria-label={t.concise.search}
            className="min-h-touch min-w-0 flex-1 bg-transparent text-body text-ink outline-none placeholder:text-ink-faint"
          />
        </label>
        <Tiles platform={platform} search={search} onOpen={open} />
      </Segmented>
      <LoginPromptDialog open={prompt} onClose={() => setPrompt(false)} redirect={hrefTo('/concise', { platform })} />
    </div>
  );
}

function Tiles({
  platform,
  search,
  onOpen,
}: {
  platform: string;
  search: string;
  onOpen: (game: GameTileItem) => void;
}) {
  const { data, error, mutate } = useGameTiles(platform);
  const deferred = useDeferredValue(search);
  if (!data && !error) {
    const skeleton = (
      <div className={GRID} aria-busy>
        {Array.from({ length: 8 }, (_, i) => (
          <ConciseTileSkeleton key={i} />
        ))}
      </div>
    );
    return <PaintedList path="/concise" skeleton={skeleton} />;
  }
  if (!data) return <LoadError error={error} onRetry={() => void mutate()} fallback={t.concise.loadFailed} />;
  const games = matchGames(data, deferred);
  if (games.length === 0) return <EmptyState text={data.length ? t.concise.noMatch : undefined} />;
  return (
    <div className={GRID}>
      {games.map((g) => (
        <ConciseTile key={`${g.platform}-${g.code}`} game={g} onOpen={onOpen} />
      ))}
    </div>
  );
}
