'use client';
import clsx from 'clsx';
import type { UsdtProtocol } from '@/lib/api/types';
import * as t from '@/lib/text/zh-CN';
import { USDT_PROTOCOLS } from '@/lib/wallet/deposit';

/** The wallet protocol of a USDT address (docs/SCREENS.md#addusdtcard: default TRC20). */
export function ProtocolChoice({
  value,
  onChange,
  invalid,
}: {
  value: UsdtProtocol | '';
  onChange: (p: UsdtProtocol) => void;
  invalid?: boolean;
}) {
  return (
    <div
      className={clsx('flex min-h-touch items-center gap-2 border-b border-line px-4', invalid && 'bg-brand-soft/60')}
    >
      <span id="usdt-protocol-label" className="w-22 shrink-0 text-body text-ink">
        {t.cards.protocol}
      </span>
      <div role="radiogroup" aria-labelledby="usdt-protocol-label" className="flex flex-1 gap-2 py-1">
        {USDT_PROTOCOLS.map((p) => {
          const checked = p === value;
          return (
            <button
              key={p}
              type="button"
              role="radio"
              aria-checked={checked}
              onClick={() => onChange(p)}
              className={clsx(
                'min-h-touch flex-1 rounded-control border text-body font-medium',
                checked ? 'border-brand bg-brand-soft text-brand' : 'border-line-strong text-ink-muted',
              )}
            >
              {p}
            </button>
          );
        })}
      </div>
    </div>
  );
}
