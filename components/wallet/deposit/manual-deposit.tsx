import { ChatBubbleLeftRightIcon } from '@heroicons/react/24/outline';
import { Link } from '@/lib/router/link';
import * as t from '@/lib/text/zh-CN';

/**
 * 人工充值: always offered (the legacy client adds it), but no server call takes it
 * (/api/recharge knows bank, alipay, wxpay, usdt, ebpay), so it leads to customer service.
 */
export function ManualDeposit() {
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <ChatBubbleLeftRightIcon className="h-12 w-12 text-brand" aria-hidden />
      <h2 className="text-title font-semibold text-ink">{t.deposit.manualTitle}</h2>
      <p className="px-4 text-note text-ink-muted">{t.deposit.manualBody}</p>
      <Link
        to="/kefu"
        className="flex min-h-touch items-center rounded-pill bg-brand px-8 text-body font-medium text-ink-inverse"
      >
        {t.deposit.manualAction}
      </Link>
    </div>
  );
}
