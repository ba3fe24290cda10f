'use client';
import { useEffect } from 'react';
import { replaceRoute } from '@/lib/router/navigate';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { ROOM_FRAME } from '@/components/lottery/room-frame';

/** docs/SCREENS.md#lottery: without a token, 请登录！ and back home after 1 s. */
export const LOGIN_BOUNCE_MS = 1000;

/**
 * A visitor in a lottery room: 请登录！, an empty room frame, then the hall. The hash router renders
 * it in place of the screen (lib/router/guard.ts, LOGIN_BOUNCE), so a visitor's first visit never
 * downloads or evaluates the room's code (chat socket, bet slip, decimal and date libraries).
 */
export function LoginBounce() {
  useEffect(() => {
    toast.error(t.auth.pleaseLogin);
    const timer = setTimeout(() => replaceRoute('/'), LOGIN_BOUNCE_MS);
    return () => clearTimeout(timer);
  }, []);
  return <div className={ROOM_FRAME} />;
}
