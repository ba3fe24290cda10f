'use client';
import type { CardKind } from '@/lib/api/types';
import { CARD_KINDS } from '@/lib/withdraw/card-kind';
import { Segmented } from '@/components/ui/segmented-tabs';

/** USDT / bank card tabs, in the documented order, labelled by the caller's screen. */
export function KindTabs({
  value,
  onChange,
  labels,
  label,
}: {
  value: CardKind;
  onChange: (k: CardKind) => void;
  labels: Record<CardKind, string>;
  label: string;
}) {
  return (
    <Segmented
      label={label}
      value={value}
      onChange={onChange}
      options={CARD_KINDS.map((k) => ({ value: k, label: labels[k] }))}
    />
  );
}
