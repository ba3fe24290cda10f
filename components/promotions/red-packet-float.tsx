'use client';
import { useAppInfo } from '@/lib/api/app';
import { isRestricted } from '@/lib/protection/restriction';
import { useSession } from '@/lib/session';
import { Link } from '@/lib/router/link';
import * as t from '@/lib/text/zh-CN';

/** A red envelope (flap, gold seal), drawn in the colour tokens; it stretches with the button. */
function Envelope() {
  return (
    <svg viewBox="0 0 56 72" preserveAspectRatio="none" className="absolute inset-0 h-full w-full" aria-hidden>
      <rect width="56" height="72" rx="10" className="fill-brand-dark" />
      <path d="M0 10a10 10 0 0 1 10-10h36a10 10 0 0 1 10 10v10Q28 32 0 20z" className="fill-brand" />
      <circle cx="28" cy="24" r="6.5" className="fill-gold" />
      <circle cx="28" cy="24" r="4" className="fill-none stroke-gold-dark" strokeWidth="1.5" />
    </svg>
  );
}

/**
 * The hall's red-packet float button: an envelope docked above the tab bar leading to /hongbao,
 * hidden while the operator's red-packet switch is off, and from a restricted member: the server
 * switches it off for their token, but the device's copy of /api/app may still say on.
 */
export function RedPacketFloat() {
  const { data: app } = useAppInfo();
  const { user } = useSession();
  if (!app?.redPacketOn || isRestricted(user)) return null;
  return (
    // Kept inside the app column on wide screens. Bottom left, just above the tab bar: at 390×844
    // it lies below the lottery tiles, and on a longer tab over a left tile's picture, never on an
    // 进入游戏 (those start mid-tile); the back-to-top button keeps the right.
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(theme(spacing.tabbar)+env(safe-area-inset-bottom)+10px)] z-header mx-auto flex max-w-app justify-start px-gutter">
      <Link
        to="/hongbao"
        aria-label={t.home.redPacketFloat}
        data-testid="red-packet-float"
        className="pointer-events-auto relative flex min-h-18 w-14 flex-col items-center justify-end rounded-control pb-1 shadow-raised"
      >
        <Envelope />
        {/* Wraps (two short lines in English) rather than spilling out of the envelope. */}
        <span className="relative px-0.5 text-center text-caption font-semibold leading-tight text-gold-pale">
          {t.home.redPacketFloat}
        </span>
      </Link>
    </div>
  );
}
