/**
 * The lottery room's frame: the viewport under the shared back header, the chat taking what is
 * left. The shell pads the bottom safe area; the header carries the top one. Shared by the room and
 * by the visitor's empty frame the router shows in its place (components/app/login-bounce.tsx).
 */
export const ROOM_FRAME =
  'flex h-[calc(100dvh_-_theme(spacing.header)_-_env(safe-area-inset-top)_-_env(safe-area-inset-bottom))] flex-col overflow-hidden';
