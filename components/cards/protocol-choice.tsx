'use client';
import clsx from 'clsx';
import type { UsdtProtocol } from '@/lib/api/types';
import * as t from '@/lib/text/zh-CN';
import { USDT_PROTOCOLS } from '@/lib/wallet/deposit';
import { Radio, RadioGroup } from '@/components/ui/radio-group';

/**
 * The wallet protocol of a USDT address (docs/SCREENS.md#addusdtcard: default TRC20), a radio
 * group (one tab stop, the arrow keys move and choose).
 */
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
      <span aria-hidden className="w-label shrink-0 text-body text-ink">
        {t.cards.protocol}
      </span>
      <RadioGroup<UsdtProtocol>
        // Nothing chosen yet ('') is null for the group (controlled all along): no radio is checked.
        value={value || null}
        onChange={(p) => p && onChange(p)}
        // The visible label is aria-hidden beside it: the group is named by aria-label.
        aria-label={t.cards.protocol}
        className="flex flex-1 gap-2 py-1"
      >
        {USDT_PROTOCOLS.map((p) => (
          <Radio
            key={p}
            value={p}
            className={({ checked }) =>
              clsx(
                'flex min-h-touch flex-1 cursor-pointer items-center justify-center rounded-control border text-body font-medium',
                checked ? 'border-brand bg-brand-soft text-brand' : 'border-line-strong text-ink-muted',
              )
            }
          >
            {p}
          </Radio>
        ))}
      </RadioGroup>
    </div>
  );
}
