import { ChevronRightIcon, DocumentTextIcon } from '@heroicons/react/24/outline';
import { Link } from '@/lib/router/link';
import * as t from '@/lib/text/zh-CN';

/** The row to 账户明细 (/transRecord). */
export function AccountDetailsLink() {
  return (
    <Link to="/transRecord" className="flex min-h-row items-center gap-3 rounded-card bg-surface px-4 shadow-card">
      <DocumentTextIcon className="h-6 w-6 shrink-0 text-info" aria-hidden />
      <span className="flex-1">
        <span className="block text-body font-medium text-ink">{t.wallet.accountDetails}</span>
        <span className="block text-caption text-ink-faint">{t.wallet.accountDetailsHint}</span>
      </span>
      <ChevronRightIcon className="h-5 w-5 text-ink-faint" aria-hidden />
    </Link>
  );
}
