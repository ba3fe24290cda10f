'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { Spinner } from './spinner';

/** Below the back header (48 px + the top safe area) down to the bottom edge. */
export const FRAME_FILL =
  'relative h-[calc(100dvh-theme(spacing.header)-env(safe-area-inset-top)-env(safe-area-inset-bottom))] w-full';

/** Third-party pages need scripts, their own storage, forms and popups, never our top-level navigation. */
const SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads';

export interface WebFrameProps {
  /** http(s) only (callers check with isWebUrl); undefined while the address is being fetched. */
  src: string | undefined;
  title: string;
  loadingText: string;
  /** Keep the overlay this long after the frame's load event (docs/SCREENS.md#gamepage); 0 = hide at once. */
  holdMs?: number;
  allow?: string;
  /** Drawn over the frame and its overlay (the game page's 'more' button). */
  children?: ReactNode;
  /** The frame's box; the screen below the header (FRAME_FILL) unless said otherwise (a sheet). */
  fill?: string;
}

type Phase = 'loading' | 'holding' | 'ready';

/**
 * A page of someone else's in a frame filling the screen under the back header, with a loading
 * overlay until the frame has loaded (plus `holdMs`). /kefu and /gamePage.
 */
export function WebFrame({ src, title, loadingText, holdMs = 0, allow, children, fill = FRAME_FILL }: WebFrameProps) {
  // The phase belongs to one address: a new src starts loading again.
  const [frame, setFrame] = useState<{ src: string | undefined; phase: Phase }>({ src, phase: 'loading' });
  const phase = frame.src === src ? frame.phase : 'loading';
  useEffect(() => {
    if (phase !== 'holding') return;
    const timer = setTimeout(() => setFrame({ src, phase: 'ready' }), holdMs);
    return () => clearTimeout(timer);
  }, [phase, holdMs, src]);

  return (
    <div className={fill}>
      {src && (
        <iframe
          key={src}
          src={src}
          title={title}
          // Only the first load is held: the framed page's own navigations (a game's next round) stay in view.
          onLoad={() =>
            setFrame((f) =>
              f.src === src && f.phase === 'ready' ? f : { src, phase: holdMs > 0 ? 'holding' : 'ready' },
            )
          }
          className="h-full w-full border-0 bg-surface"
          allow={allow}
          sandbox={SANDBOX}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
      {phase !== 'ready' && (
        <div
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-surface text-ink-muted"
          role="status"
          data-testid="frame-loading"
        >
          <Spinner className="h-8 w-8 text-brand" />
          <p className="text-note">{loadingText}</p>
        </div>
      )}
      {children}
    </div>
  );
}
