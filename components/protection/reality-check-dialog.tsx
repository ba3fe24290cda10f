'use client';
import clsx from 'clsx';
import { formatNet, sessionSeconds, type useSessionSummary } from '@/lib/api/protection-session';
import { formatMoney, type Cents } from '@/lib/money';
import { hoursAndMinutes } from '@/lib/protection/reality-check';
import { useRealityCheckOn, useRealityInterval } from '@/lib/protection/use-reality-check';
import { parseHash, useRawHash } from '@/lib/router/location';
import { navigate } from '@/lib/router/navigate';
import * as t from '@/lib/text/zh-CN';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { confirmLogout } from '@/components/auth/logout-button';
import { useRealityCheckTimer } from './use-reality-check-timer';

const C = t.protection.check;

/**
 * docs/SCREENS.md#reality-check: mounted once by the app root. At the member's interval it shows
 * how long they have been logged in and this session's stakes, payouts and net, with 继续游戏
 * (also Esc or a tap outside), 退出登录 (the normal logout, confirm first) and 设置限额
 * (/responsible). Never on /restricted, to a visitor, or without the realityCheck extension.
 */
export default function RealityCheckDialog() {
  const on = useRealityCheckOn();
  const { minutes } = useRealityInterval();
  const raw = useRawHash();
  const onRestrictedView = raw !== null && parseHash(raw).path.toLowerCase() === '/restricted';
  const { open, close, summary } = useRealityCheckTimer(on && minutes > 0 && !onRestrictedView, minutes);

  const leave = (then: () => void) => {
    close();
    then();
  };
  return (
    <Modal open={open} onClose={close} title={C.title} hideClose testId="reality-check">
      <CheckFigures summary={summary} />
      <div className="flex flex-col gap-2 px-5 pb-5 pt-2">
        <Button size="lg" block onClick={close} data-autofocus>
          {C.continue}
        </Button>
        <div className="flex gap-2">
          <Button variant="secondary" className="flex-1" onClick={() => leave(() => navigate('/responsible'))}>
            {C.limits}
          </Button>
          <Button variant="ghost" className="flex-1" onClick={() => leave(() => void confirmLogout())}>
            {C.logout}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

function CheckFigures({ summary }: { summary: ReturnType<typeof useSessionSummary> }) {
  const { data, error } = summary;
  if (!data) return <p className="px-5 py-3 text-center text-body text-ink-muted">{error ? C.loadFailed : ''}</p>;
  const { hours, minutes } = hoursAndMinutes(sessionSeconds(data));
  return (
    <div className="flex flex-col gap-3 px-5 py-2">
      <p className="text-center text-body text-ink" data-testid="reality-check-time">
        {C.loggedIn(hours, minutes)}
      </p>
      <dl className="grid grid-cols-2 gap-y-2 rounded-control bg-surface-sunken px-4 py-3 text-body">
        <Figure label={C.staked} value={formatMoney(data.staked)} />
        <Figure label={C.won} value={formatMoney(data.won)} />
        <dt className="self-center text-ink-muted">{C.net}</dt>
        {/* Large bold text: the success and danger tokens pass AA for large text (3:1) on sunken. */}
        <dd
          data-testid="reality-check-net"
          className={clsx('text-right font-num text-headline font-bold', netColour(data.net))}
        >
          {formatNet(data.net)}
        </dd>
      </dl>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="text-right font-num text-ink">{value}</dd>
    </>
  );
}

/** Up green, down red, even the ink's. */
const netColour = (net: Cents): string => (net > 0 ? 'text-success' : net < 0 ? 'text-danger' : 'text-ink');
