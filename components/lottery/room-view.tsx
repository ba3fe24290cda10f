'use client';
import type { ChatState } from '@/lib/lottery/use-chat';
import { ChatBox } from './chat-box';
import { RoomPanel, type RoomPanelProps } from './room-panel';

/**
 * The room's screen inside its frame (components/lottery/room-frame.ts): the panel over the chat,
 * which takes what is left. The live room and the build's first paint of it draw this one view.
 */
export function RoomView({ chat, ...panel }: RoomPanelProps & { chat: ChatState }) {
  return (
    <>
      <RoomPanel {...panel} />
      <ChatBox chat={chat} className="min-h-0 flex-1" />
    </>
  );
}
