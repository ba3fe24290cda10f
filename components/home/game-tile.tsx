'use client';
import clsx from 'clsx';
import { ChevronRightIcon } from '@heroicons/react/20/solid';
import { useState } from 'react';
import type { Game } from '@/lib/api/types';
import type { HallTabKey } from '@/lib/home/game-categories';
import * as t from '@/lib/text/zh-CN';
import { Skeleton } from '@/components/ui/skeleton';
import { TAB_ICONS } from './category-tabs';

/** Per-tab tile colours, so each hall section has its own character. */
const TILE_TONES: Record<HallTabKey, string> = {
  lottery: 'from-tile-lottery to-brand',
  live: 'from-tile-live to-tile-live-dark',
  sport: 'from-tile-sport to-tile-sport-dark',
  slots: 'from-tile-slots to-tile-slots-dark',
  cards: 'from-gold to-tile-cards-dark',
};

/** The tile's height holds the art (72 px) and its padding, so the skeleton is the same box. */
export const TILE_SIZE = 'min-h-24 rounded-card';
const ART_PX = 72;

/** Four tile placeholders while the platform list loads (also on the exported first screen). */
export function TileSkeletons() {
  return (
    <div className="grid grid-cols-2 gap-3" aria-busy>
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className={TILE_SIZE} />
      ))}
    </div>
  );
}

/**
 * A platform tile: the platform's square artwork leads (72 px, lazy, its box reserved; the tab's
 * glyph when there is none or it fails), then name, code and 'enter'.
 */
export function GameTile({ game, tab, onOpen }: { game: Game; tab: HallTabKey; onOpen: (game: Game) => void }) {
  const [imageOk, setImageOk] = useState(!!game.image);
  const Glyph = TAB_ICONS[tab];
  return (
    <button
      type="button"
      onClick={() => onOpen(game)}
      data-platform={game.platform}
      className={clsx(
        'relative flex w-full items-center gap-2.5 overflow-hidden bg-gradient-to-br px-2 py-2 text-left shadow-card transition-transform active:scale-98',
        TILE_SIZE,
        TILE_TONES[tab],
      )}
    >
      {/* A faint glyph gives every tile the same depth, artwork or not. */}
      <Glyph className="absolute -bottom-4 -right-3 h-20 w-20 text-ink-inverse/15" aria-hidden />
      <span className="relative flex h-18 w-18 shrink-0 items-center justify-center overflow-hidden rounded-card bg-surface/20 shadow-raised ring-2 ring-surface/50">
        {imageOk ? (
          <img
            src={game.image}
            alt=""
            width={ART_PX}
            height={ART_PX}
            loading="lazy"
            decoding="async"
            onError={() => setImageOk(false)}
            className="h-full w-full object-cover"
          />
        ) : (
          <Glyph className="h-9 w-9 text-ink-inverse" aria-hidden />
        )}
      </span>
      <span className="relative flex min-w-0 flex-1 flex-col items-start gap-1">
        <span
          className="w-full text-body font-bold text-ink-inverse wrap-anywhere text-shadow-legible"
          data-operator-content
        >
          {game.name}
        </span>
        {game.platform && (
          <span className="w-full truncate text-caption uppercase tracking-wide text-ink-inverse/75">
            {game.platform}
          </span>
        )}
        <span className="inline-flex items-center rounded-pill bg-surface/25 py-0.5 pl-2 pr-1 text-caption text-ink-inverse">
          {t.home.enterGame}
          <ChevronRightIcon className="h-3.5 w-3.5" aria-hidden />
        </span>
      </span>
    </button>
  );
}
