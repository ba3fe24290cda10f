'use client';
import { EXTENSIONS } from '@/lib/api/backend';
import { TYPE1_LABELS, TYPE2_LABELS } from '@/lib/api/normalise/lottery';
import type { ChatMessage, DrawResult, LotteryRoom } from '@/lib/api/types';
import { BUILD_LANG } from '@/lib/i18n/lang';
import { ballWave } from '@/lib/lottery/ball-colors';
import type { RoundPhase } from '@/lib/lottery/countdown';
import type { ChatState } from '@/lib/lottery/use-chat';
import type { Cents } from '@/lib/money';
import { DEVICE_SETTINGS_KEY } from '@/lib/member/device-settings';
import { ROUTE_READS } from '@/lib/router/first-reads';
import { PAINT_BODY } from '@/lib/router/first-paint';
import {
  CHAT_SHAPES,
  LOTTERY_MARKS,
  LOTTERY_SELECTORS,
  LOTTERY_VARIANTS,
  PAINT_PANEL,
  PAINT_TICK,
  SAMPLE_CHAT_TIME,
  SAMPLE_DRAWS,
} from '@/lib/router/paint-lottery';
import { MARKER_CENTS } from '@/lib/router/paint-session';
import { KEYS } from '@/lib/storage';
import { parseBeijing, WIRE_DATETIME } from '@/lib/time';
import { formatBeijing } from '@/lib/time-format';
import { ChatMessageRow } from '@/components/lottery/chat-message';
import { WAVE_CLASS, drawText } from '@/components/lottery/draw-balls';
import { ROOM_FRAME } from '@/components/lottery/room-frame';
import { SESSION_LINE_CLASS } from '@/components/lottery/room-panel';
import { RoomBalanceView } from '@/components/lottery/room-balance';
import { RoomPanelSkeleton } from '@/components/lottery/room-skeleton';
import { RoomView } from '@/components/lottery/room-view';
import { SessionLineView } from '@/components/protection/session-line';

const ignore = () => {};

/** The room before its read has answered: what the live screen's first render draws for a member. */
export const LOTTERY_LOADING = (
  <div className={ROOM_FRAME}>
    <RoomPanelSkeleton />
  </div>
);

/** The chat as the live room opens it: connecting, no message yet (the filler puts the room's rows in). */
const CONNECTING: ChatState = { messages: [], status: 'connecting', myId: null, send: async () => 'offline' };

/** The build's sample draw of a lottery type (lib/router/paint-lottery.ts), with a label and a seed. */
export const sampleDraw = (type: 1 | 2): DrawResult => ({
  expect: LOTTERY_MARKS.lastExpect,
  numbers: [...SAMPLE_DRAWS[type].numbers],
  special: SAMPLE_DRAWS[type].special,
  sum: SAMPLE_DRAWS[type].sum,
  labels: [LOTTERY_MARKS.label],
  openTime: null,
  hash: null,
  seed: 'ab',
});

/** A room of markers: its name and round, and on a variant with a last draw, the sample's. */
export function markerRoom(last: 0 | 1 | 2): LotteryRoom {
  return {
    id: 1,
    title: '',
    ftime: 0,
    lottery: { id: 1, title: LOTTERY_MARKS.name, type: last === 1 ? 1 : 2 },
    round: {
      expect: '',
      nextExpect: LOTTERY_MARKS.expect,
      timeoutS: 0,
      receivedAt: 0,
      nextHash: null,
      last: last ? sampleDraw(last) : null,
    },
    history: [],
    chat: [],
    playGroups: [],
    minBet: null,
    maxBet: null,
  };
}

/** One chat message of a shape (lib/router/paint-lottery.ts's CHAT_SHAPES), every shown field its marker. */
export function markerMessage(
  [system, , notice, picture, time]: (typeof CHAT_SHAPES)[number],
  id: number,
): ChatMessage {
  return {
    id,
    userId: null,
    author: LOTTERY_MARKS.author,
    avatar: picture ? LOTTERY_MARKS.avatar : '',
    content: LOTTERY_MARKS.content,
    system,
    order: notice ? 0 : 1,
    time: time ? parseBeijing(SAMPLE_CHAT_TIME) : null,
  };
}

/** What the route's paint file says about the room besides the variants' HTML (lib/router/first-script/setup.ts). */
const lotterySpec = () => ({
  reads: [(ROUTE_READS['/lottery'] ?? [])[0]?.path],
  shapes: CHAT_SHAPES,
  marks: LOTTERY_MARKS,
  select: LOTTERY_SELECTORS,
  labels: { 1: TYPE1_LABELS, 2: TYPE2_LABELS },
  labelsAsIs: BUILD_LANG === 'zh',
  drawText: { 1: drawText({ type: 1, ...sampleDraw(1) }), 2: drawText({ type: 2, ...sampleDraw(2) }) },
  sampleTime: formatBeijing(parseBeijing(SAMPLE_CHAT_TIME)!, 'HH:mm:ss'),
  wireTime: WIRE_DATETIME.source,
  wave: Array.from({ length: 50 }, (_, n) => WAVE_CLASS[ballWave(n)]),
  sampleWave: WAVE_CLASS[ballWave(SAMPLE_DRAWS[1].numbers[0])],
  settingsKey: DEVICE_SETTINGS_KEY,
  appInfoKey: KEYS.appInfo,
  lineExtension: EXTENSIONS.realityCheck,
  tick: PAINT_TICK,
  panelMark: PAINT_PANEL,
  at: `[${PAINT_BODY}]`,
});

const CLOCK: Record<RoundPhase, { secondsLeft: number; secondsToClose: number; phase: RoundPhase }> = {
  open: { secondsLeft: 60, secondsToClose: 30, phase: 'open' },
  closed: { secondsLeft: 20, secondsToClose: 0, phase: 'closed' },
  drawing: { secondsLeft: 0, secondsToClose: 0, phase: 'drawing' },
};

/** The room's variants and chat rows (lib/router/paint-lottery.ts), drawn by the live view from a room of markers. */
export function LotteryVariants() {
  const spec = JSON.stringify(lotterySpec());
  return [
    ...LOTTERY_VARIANTS.map(([phase, last]) => (
      <template
        key={`${phase} ${last}`}
        data-reads="/lottery"
        data-variant={JSON.stringify(['room', phase, last])}
        data-spec={spec}
      >
        <div className={ROOM_FRAME}>
          <RoomView
            room={markerRoom(last)}
            clock={CLOCK[phase]}
            chat={CONNECTING}
            onVerify={ignore}
            onHistory={ignore}
            onHelp={ignore}
            onBet={ignore}
            balance={<RoomBalanceView cents={MARKER_CENTS as Cents} />}
            line={<SessionLineView summary={undefined} className={SESSION_LINE_CLASS} />}
          />
        </div>
      </template>
    )),
    <template key="rows" data-reads="/lottery" data-variant={JSON.stringify(['rows', '', 0])} data-spec={spec}>
      <div>
        {CHAT_SHAPES.map((shape, i) => (
          <ChatMessageRow key={i} message={markerMessage(shape, i + 1)} mine={shape[1]} />
        ))}
      </div>
    </template>,
  ];
}
