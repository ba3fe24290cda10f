'use client';
import { useState } from 'react';
import type { Game } from '@/lib/api/types';
import { isLotteryGame } from '@/lib/home/game-categories';
import { navigate } from '@/lib/router/navigate';
import { hrefTo } from '@/lib/router/queries';
import { useSession } from '@/lib/session';
import { lazyDialog } from '@/components/ui/lazy-dialog';

const LoginPromptDialog = lazyDialog(
  () => import('@/components/auth/login-prompt-dialog').then((m) => m.LoginPromptDialog),
  (p) => p.open,
);
const RoomPopup = lazyDialog(
  () => import('./room-popup').then((m) => m.RoomPopup),
  (p) => p.game !== null,
);

/** The game page's query for a platform tile (the game page reads these). */
export function gamePageHref(game: Game): string {
  return hrefTo('/gamePage', { platname: game.platform, code: game.gameCode, type: game.category, name: game.name });
}

/**
 * What a tap on a platform does, for every hall layout: visitors get the login prompt; members
 * open the room popup for a lottery, the game page for the rest. Render `dialogs` once.
 */
export function useOpenGame() {
  const { token } = useSession();
  const [prompt, setPrompt] = useState(false);
  const [lottery, setLottery] = useState<Game | null>(null);

  const open = (game: Game) => {
    if (!token) setPrompt(true);
    else if (isLotteryGame(game)) setLottery(game);
    else navigate(gamePageHref(game));
  };

  const dialogs = (
    <>
      <LoginPromptDialog open={prompt} onClose={() => setPrompt(false)} />
      <RoomPopup game={lottery} onClose={() => setLottery(null)} />
    </>
  );
  return { open, dialogs };
}
