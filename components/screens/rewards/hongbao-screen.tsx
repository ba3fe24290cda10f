'use client';
import { useRedPacketInfo } from '@/lib/api/rewards';
import { revalidateBalance } from '@/lib/api/user';
import { Link } from '@/lib/router/link';
import type { ScreenProps } from '@/lib/router/types';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { LoginNeeded } from '@/components/auth/login-needed';
import { LoadError } from '@/components/list/infinite-list';
import { HongbaoArt } from '@/components/rewards/hongbao-art';
import { RedPacketPopup } from '@/components/rewards/red-packet-popup';
import { RedPacketRules } from '@/components/rewards/red-packet-rules';
import { useRedPacketDraw } from '@/components/rewards/use-red-packet-draw';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

const H = t.rewards.hongbao;

function Stat({ label, value, testId }: { label: string; value: number | null; testId: string }) {
  return (
    <div className="flex flex-1 flex-col items-center gap-0.5">
      {value === null ? (
        <Skeleton className="h-7 w-8 opacity-40" />
      ) : (
        <span className="font-num text-headline font-bold text-gold-soft" data-testid={testId}>
          {value}
        </span>
      )}
      <span className="text-note text-ink-inverse/90">{label}</span>
    </div>
  );
}

function RedPackets() {
  const { data: info, error, mutate } = useRedPacketInfo();
  const { draw, busy, popup, closePopup, switchOn } = useRedPacketDraw(info, () => {
    void mutate();
    void revalidateBalance();
  });
  return (
    <div className="flex flex-col gap-3 p-gutter">
      <section className="flex flex-col items-center gap-4 rounded-card bg-gradient-to-b from-brand to-brand-dark px-4 pb-5 pt-0 text-ink-inverse shadow-raised">
        <HongbaoArt />
        {!switchOn && (
          <p role="status" className="rounded-pill bg-surface-inverse/40 px-3 py-1 text-note">
            {H.closed}
          </p>
        )}
        <div className="flex w-full">
          <Stat label={H.left} value={info ? Math.max(0, info.left) : null} testId="red-packet-left" />
          <Stat label={H.drawn} value={info ? info.drawn : null} testId="red-packet-drawn" />
          <Stat label={H.max} value={info ? info.maxTimes : null} testId="red-packet-max" />
        </div>
        <Button variant="gold" size="lg" block loading={busy} disabled={!info} onClick={() => void draw()}>
          {H.draw}
        </Button>
        <Link to="/welfare" className="flex min-h-touch items-center text-note text-ink-inverse underline">
          {H.welfare}
        </Link>
      </section>
      {error && !info ? (
        <LoadError error={error} onRetry={() => void mutate()} fallback={H.failed} />
      ) : info ? (
        <RedPacketRules rules={info.rules} />
      ) : (
        <Skeleton className="h-40 w-full rounded-card" />
      )}
      <RedPacketPopup outcome={popup} onClose={closePopup} />
    </div>
  );
}

/** /hongbao (docs/SCREENS.md#hongbao): draws left, drawn, the most, the rules, the draw and its popups. */
export default function HongbaoScreen(_: ScreenProps) {
  const { token } = useSession();
  if (!token) return <LoginNeeded variant="cards" returnTo="/hongbao" />;
  return <RedPackets />;
}
