import type { ReactNode } from 'react';
import type { PayInfo } from '@/lib/api/types';
import { formatMoney } from '@/lib/money';
import * as t from '@/lib/text/zh-CN';
import { formatBeijing } from '@/lib/time-format';
import { CopyButton } from '../copy-button';
import { PayKindMark } from './pay-kind-mark';

const D = t.deposit;

/** Deposit number, amount, created time (Beijing) and pay type of /payInfo. */
export function PayDetails({ info }: { info: PayInfo }) {
  return (
    <dl className="divide-y divide-line">
      <Row label={D.depositNo} action={<CopyButton text={info.depositNo} />}>
        <span className="break-all font-num" data-testid="pay-deposit-no">
          {info.depositNo}
        </span>
      </Row>
      <Row label={D.payAmount}>
        <span className="font-num font-semibold text-brand" data-testid="pay-amount">
          ¥{formatMoney(info.amount)}
        </span>
      </Row>
      {info.usdtAmount && (
        <Row label={D.usdtDue}>
          <span className="font-num font-semibold text-ink">{info.usdtAmount} USDT</span>
        </Row>
      )}
      <Row label={D.createdAt}>
        <span className="font-num" data-testid="pay-created">
          {info.createdAt === null ? '--' : formatBeijing(info.createdAt)}
        </span>
      </Row>
      <Row label={D.payType}>
        <span className="flex items-center gap-1.5">
          <PayKindMark kind={info.kind} />
          <PayKind info={info} />
        </span>
      </Row>
    </dl>
  );
}

/** The pay way in the build's language; a kind the app does not know, in the server's own words. */
function PayKind({ info }: { info: PayInfo }) {
  const kinds: Record<string, string> = D.payKinds;
  const named = Object.hasOwn(kinds, info.kind) ? kinds[info.kind] : undefined;
  return named ?? <span data-operator-content>{info.payType || info.kind}</span>;
}

export function Row({ label, children, action }: { label: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex min-h-touch items-center gap-3 py-1 text-body">
      <dt className="w-18 shrink-0 text-note text-ink-faint">{label}</dt>
      {/* The copy button lives inside the dd: a dl's row may hold dt and dd only. */}
      <dd className="flex min-w-0 flex-1 items-center gap-3 text-ink">
        <div className="min-w-0 flex-1">{children}</div>
        {action}
      </dd>
    </div>
  );
}
