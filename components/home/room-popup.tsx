'use client';
import { ChevronRightIcon, UserGroupIcon } from '@heroicons/react/20/solid';
import { useLotteryRooms } from '@/lib/api/games';
import type { Game, LotteryRoomSummary } from '@/lib/api/types';
import { formatMoney } from '@/lib/money';
import { navigate } from '@/lib/router/navigate';
import { hrefTo } from '@/lib/router/queries';
import * as t from '@/lib/text/zh-CN';
import { EmptyState } from '@/components/ui/empty-state';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The name sent to POST /api/lotteryRoom: the lottery's title as the game list
 * names it (docs/API.md#lotteryroom accepts a title or an id).
 */
export const roomQueryName = (game: Game): string => game.name || game.gameCode || game.platform;

/** docs/SCREENS.md#home: the rooms of the chosen lottery; none (or a 404) says 当前游戏无房间. */
export function RoomPopup({ game, onClose }: { game: Game | null; onClose: () => void }) {
  return (
    <Modal
      open={!!game}
      onClose={onClose}
      placement="sheet"
      title={game ? `${game.name} · ${t.home.roomsTitle}` : t.home.roomsTitle}
    >
      {game && <RoomList name={roomQueryName(game)} onPick={onClose} />}
    </Modal>
  );
}

function RoomList({ name, onPick }: { name: string; onPick: () => void }) {
  const { data: rooms, error } = useLotteryRooms(name);
  if (!rooms && !error) {
    return (
      <div className="flex flex-col gap-2 px-gutter pb-4 pt-1" aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (!rooms?.length) return <EmptyState text={t.home.noRooms} />;
  const enter = (room: LotteryRoomSummary) => {
    onPick();
    navigate(hrefTo('/lottery', { roomId: room.id }));
  };
  return (
    <ul className="flex flex-col gap-2 px-gutter pb-4 pt-1">
      {rooms.map((room) => (
        <li key={room.id}>
          <button
            type="button"
            onClick={() => enter(room)}
            className="flex h-16 w-full items-center gap-3 rounded-control bg-surface-sunken px-3 text-left active:bg-line"
          >
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-pill bg-brand-soft text-body font-bold text-brand">
              {room.title.slice(0, 1)}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-body font-semibold text-ink">{room.title}</span>
              <span className="flex items-center gap-2 text-caption text-ink-muted">
                {room.online !== null && (
                  <span className="inline-flex items-center gap-0.5">
                    <UserGroupIcon className="h-3.5 w-3.5" aria-hidden />
                    {t.home.roomOnline(room.online)}
                  </span>
                )}
                {room.minBet !== null && room.maxBet !== null && (
                  <span>{t.home.roomLimit(formatMoney(room.minBet), formatMoney(room.maxBet))}</span>
                )}
              </span>
            </span>
            <span className="inline-flex shrink-0 items-center rounded-pill bg-brand py-1 pl-3 pr-1.5 text-note text-ink-inverse">
              {t.home.roomEnter}
              <ChevronRightIcon className="h-4 w-4" aria-hidden />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
