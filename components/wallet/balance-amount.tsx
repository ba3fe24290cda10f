import clsx from 'clsx';
import { formatMoney, type Cents } from '@/lib/money';
import { Skeleton } from '@/components/ui/skeleton';

export interface BalanceAmountProps {
  cents: Cents | undefined;
  /** Classes of the number (size, weight, colour). */
  className?: string;
  /** Classes of the ¥ sign. */
  symbolClassName?: string;
  /** Classes of the skeleton shown until the amount is known (same size: no layout shift). */
  skeletonClassName?: string;
  testId?: string;
}

/**
 * '¥1,234.50', or a skeleton of the same size while the balance loads. An amount never breaks
 * across lines (docs/ACCESSIBILITY.md#text-size): where it does not fit beside its neighbours at a
 * large text size, the row around it wraps instead. `data-amount` is what the text-size walk checks.
 */
export function BalanceAmount({
  cents,
  className,
  symbolClassName,
  skeletonClassName = 'h-5 w-20',
  testId,
}: BalanceAmountProps) {
  if (cents === undefined) return <Skeleton className={skeletonClassName} />;
  return (
    <p className={clsx('whitespace-nowrap font-num', className)} data-amount>
      <span className={clsx('mr-0.5', symbolClassName)}>¥</span>
      <span data-testid={testId}>{formatMoney(cents)}</span>
    </p>
  );
}
