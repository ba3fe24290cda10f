'use client';
import clsx from 'clsx';
import { PuzzlePieceIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import type { GameTileItem } from '@/lib/api/normalise/game-tiles';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * An electronic game: its square image, loaded lazily over a placeholder (a glyph if the image
 * fails), and its name. `loaded`: drawn with its picture shown as it comes (a first paint's item,
 * components/app/first-paints.tsx). A picture the page already has (the first paint showed it) is
 * shown at once rather than faded in again.
 */
export function ConciseTile({
  game,
  onOpen,
  loaded = false,
}: {
  game: GameTileItem;
  onOpen: (game: GameTileItem) => void;
  loaded?: boolean;
}) {
  const [state, setState] = useState<'loading' | 'ok' | 'failed'>(game.image ? (loaded ? 'ok' : 'loading') : 'failed');
  const seen = (img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0 && state === 'loading') setState('ok');
  };
  return (
    <button
      type="button"
      onClick={() => onOpen(game)}
      data-game={game.code}
      className="flex min-w-0 flex-col items-center gap-1.5 rounded-card p-1 active:bg-surface-sunken"
    >
      <span className="relative block aspect-square w-full overflow-hidden rounded-card bg-surface-sunken shadow-card">
        {state === 'loading' && <Skeleton className="absolute inset-0" />}
        {state === 'failed' ? (
          <PuzzlePieceIcon className="absolute inset-0 m-auto h-8 w-8 text-ink-faint" aria-hidden />
        ) : (
          <img
            ref={seen}
            src={game.image}
            alt=""
            loading="lazy"
            decoding="async"
            onLoad={() => setState('ok')}
            onError={() => setState('failed')}
            className={clsx(
              'h-full w-full object-cover transition-opacity',
              state === 'ok' ? 'opacity-100' : 'opacity-0',
            )}
          />
        )}
      </span>
      <span className="w-full truncate text-center text-note text-ink">{game.name}</span>
    </button>
  );
}

export function ConciseTileSkeleton() {
  return (
    <div className="flex flex-col items-center gap-1.5 p-1">
      <Skeleton className="aspect-square w-full rounded-card" />
      <Skeleton className="h-3 w-2/3" />
    </div>
  );
}
