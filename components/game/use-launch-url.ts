'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FrameRefused, launchUrl, NoFrameUrl } from '@/lib/game/launch-url';
import { modeKey, type GamePageMode } from '@/lib/game/page-mode';

export type LaunchError = 'failed' | 'unavailable' | 'refused';

function launchError(e: unknown): LaunchError {
  if (e instanceof FrameRefused) return 'refused';
  return e instanceof NoFrameUrl ? 'unavailable' : 'failed';
}

export interface LaunchState {
  url?: string;
  error?: LaunchError;
  loading: boolean;
}

/**
 * The address to frame for a /gamePage mode, asked for once per visit and again on retry.
 * Not SWR: a game launch link is single-use, so a cached one would open nothing.
 * A refusal's message has already been toasted (readShown); 401 has gone to /login.
 */
export function useLaunchUrl(mode: GamePageMode) {
  const key = modeKey(mode);
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LaunchState>({ loading: true });

  useEffect(() => {
    let live = true;
    setState({ loading: true });
    launchUrl(modeRef.current).then(
      (url) => live && setState({ url, loading: false }),
      (e: unknown) => live && setState({ error: launchError(e), loading: false }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
