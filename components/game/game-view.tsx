'use client';
import { ExclamationTriangleIcon, LinkSlashIcon, ShieldExclamationIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { GAME_LOADING_HOLD_MS } from '@/lib/constants';
import { venueOf, type GamePageMode } from '@/lib/game/page-mode';
import * as t from '@/lib/text/zh-CN';
import { FrameNotice } from '@/components/ui/frame-notice';
import { WebFrame } from '@/components/ui/web-frame';
import { SessionLine } from '@/components/protection/session-line';
import { useRealityCheckOn } from '@/lib/protection/use-reality-check';
import { MoreButton } from './more-button';
import { TransferPopup } from './transfer-popup';
import { useLaunchUrl } from './use-launch-url';

/**
 * The framed page of a /gamePage mode: loading overlay held GAME_LOADING_HOLD_MS after the
 * frame loads (docs/SCREENS.md#gamepage), an error with retry when the address cannot be had, and for a venue
 * the 'more' button with its transfer popup (docs/SCREENS.md#gamepage).
 */
/** The frame under the session line: the screen below the header less the line's height. */
const FILL_UNDER_LINE =
  'relative h-[calc(100dvh-theme(spacing.header)-theme(spacing.session)-env(safe-area-inset-top)-env(safe-area-inset-bottom))] w-full';

export function GameView({ mode, name }: { mode: GamePageMode; name: string }) {
  const { url, error, loading, retry } = useLaunchUrl(mode);
  const [popup, setPopup] = useState(false);
  const venue = venueOf(mode);
  // A venue's game carries the session line (docs/SCREENS.md#gamepage); the agent and service pages do not.
  const line = useRealityCheckOn() && venue !== null;

  if (error === 'refused') {
    // Not the server's link: never framed, and retrying cannot change that.
    return (
      <FrameNotice
        icon={ShieldExclamationIcon}
        title={t.frameGuard.refused}
        hint={t.frameGuard.refusedHint}
        onRetry={() => window.history.back()}
        actionLabel={t.frameGuard.back}
      />
    );
  }
  if (error) {
    const failed = error === 'failed';
    return (
      <FrameNotice
        icon={failed ? ExclamationTriangleIcon : LinkSlashIcon}
        title={failed ? t.game.failed : t.game.unavailable}
        hint={failed ? t.game.failedHint : t.game.unavailableHint}
        onRetry={retry}
        retrying={loading}
      />
    );
  }

  return (
    <>
      {line && <SessionLine />}
      <WebFrame
        fill={line ? FILL_UNDER_LINE : undefined}
        src={url}
        title={name || t.game.frameTitle}
        loadingText={name ? t.game.entering(name) : t.game.loading}
        holdMs={GAME_LOADING_HOLD_MS}
        allow="autoplay; fullscreen; clipboard-write"
      >
        {venue && (
          <>
            <MoreButton onClick={() => setPopup(true)} />
            <TransferPopup venue={venue} open={popup} onClose={() => setPopup(false)} />
          </>
        )}
      </WebFrame>
    </>
  );
}
