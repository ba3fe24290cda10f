'use client';
import { gamePageMode, needsLogin } from '@/lib/game/page-mode';
import { parseQuery } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import { useSession } from '@/lib/session';
import { GameLoginGate } from '@/components/game/game-login-gate';
import { GameView } from '@/components/game/game-view';

/**
 * /gamePage (docs/SCREENS.md#gamepage): `url`, the agent back office (dailiD=1), customer service
 * (dailiD=2), the iOS download (app=1) or a venue's game (platname, code, type, name) in a frame.
 * Everything but customer service needs a token: a visitor gets the login prompt instead.
 */
export default function GameScreen({ location }: ScreenProps) {
  const { token } = useSession();
  const query = parseQuery('/gamePage', location);
  const mode = gamePageMode(query);
  if (needsLogin(mode) && !token) return <GameLoginGate back={location.full} />;
  // A new query (another game) is a new view: a fresh launch, overlay and popup.
  return <GameView key={location.full} mode={mode} name={query.name} />;
}
