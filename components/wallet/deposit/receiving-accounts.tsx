'use client';
import { BuildingLibraryIcon } from '@heroicons/react/24/outline';
import type { ReceivingAccount } from '@/lib/api/types';
import * as t from '@/lib/text/zh-CN';
import { Skeleton } from '@/components/ui/skeleton';
import { CopyButton } from '../copy-button';
import type { ReadState } from './read-state';

const D = t.deposit;

/** The platform's receiving accounts (/api/getpaybank, read by the screen) shown on the bank way. */
export function ReceivingAccounts({ banks }: { banks: ReadState<ReceivingAccount[]> }) {
  const { data, error, retry } = banks;
  return (
    <section aria-label={D.receiving}>
      <h2 className="text-body font-semibold text-ink">{D.receiving}</h2>
      <p className="mb-2 text-caption text-ink-faint">{D.receivingHint}</p>
      {!data && !error && <Skeleton className="h-37 w-full rounded-control" />}
      {!data && !!error && (
        <button
          type="button"
          onClick={retry}
          className="flex min-h-touch w-full items-center justify-center rounded-control bg-surface-sunken text-note text-ink-muted"
        >
          {D.receivingFailed} · {t.app.retry}
        </button>
      )}
      {data && data.length === 0 && (
        <p className="rounded-control bg-surface-sunken px-3 py-3 text-note text-ink-muted">{D.receivingEmpty}</p>
      )}
      {data && data.length > 0 && <AccountList accounts={data} />}
    </section>
  );
}

/** The account cards, also used by /payInfo for a bank deposit. */
export function AccountList({ accounts }: { accounts: ReceivingAccount[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {accounts.map((a) => (
        <li key={`${a.id}-${a.number}`} className="rounded-control border border-line bg-surface-sunken px-3 py-2">
          <p className="flex min-h-8 items-center gap-2 text-body font-medium text-ink">
            {a.icon ? (
              <img src={a.icon} alt="" className="h-6 w-6 rounded-pill object-contain" />
            ) : (
              <BuildingLibraryIcon className="h-5 w-5 text-info" aria-hidden />
            )}
            <span data-operator-content>{a.bankName}</span>
          </p>
          <Row label={D.receivingName} value={a.owner} />
          <Row label={D.receivingNo} value={a.number} mono />
          {a.branch && <Row label={D.receivingBranch} value={a.branch} copy={false} />}
        </li>
      ))}
    </ul>
  );
}

/** One field of an account: the label is the app's, the value the operator's (docs/I18N.md). */
function Row({ label, value, mono, copy = true }: { label: string; value: string; mono?: boolean; copy?: boolean }) {
  return (
    <div className="flex min-h-touch items-center gap-2 text-note">
      <span className="w-label-narrow shrink-0 text-ink-faint">{label}</span>
      <span
        className={
          mono ? 'min-w-0 flex-1 break-all font-num text-body text-ink' : 'min-w-0 flex-1 break-all text-body text-ink'
        }
        data-operator-content
      >
        {value}
      </span>
      {copy && <CopyButton text={value} />}
    </div>
  );
}
