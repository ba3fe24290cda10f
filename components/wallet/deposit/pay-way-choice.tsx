'use client';
import { BuildingLibraryIcon, ChatBubbleLeftRightIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import type { PayWayKey } from '@/lib/api/types';
import * as t from '@/lib/text/zh-CN';
import { Emoji } from '@/components/art/emoji';
import { alipay } from '@/components/art/pictures/alipay';
import { tether } from '@/components/art/pictures/tether';
import { wechat } from '@/components/art/pictures/wechat';
import { SegmentedChoice } from '@/components/ui/segmented-choice';

// The wallets' own marks (in their colours) where the way is a brand; line icons for the rest.
// get_pay_way sends flags only, no operator icon, so the mark is chosen by the way's key.
const ICON = 'h-6 w-6';
const ICONS: Record<PayWayKey, ReactNode> = {
  bank: <BuildingLibraryIcon className={ICON} aria-hidden />,
  usdt: <Emoji picture={tether} className={ICON} />,
  wechat: <Emoji picture={wechat} className={ICON} />,
  alipay: <Emoji picture={alipay} className={ICON} />,
  rengong: <ChatBubbleLeftRightIcon className={ICON} aria-hidden />,
};

/** The pay-way tabs of /recharge (docs/SCREENS.md#recharge). */
export function PayWayChoice({
  ways,
  value,
  onChange,
}: {
  ways: PayWayKey[];
  value: PayWayKey;
  onChange: (way: PayWayKey) => void;
}) {
  const options = ways.map((w) => ({ value: w, label: t.deposit.ways[w], icon: ICONS[w] }));
  return (
    <SegmentedChoice
      label={t.deposit.wayLabel}
      options={options}
      value={value}
      onChange={onChange}
      look="tile"
      testId="pay-ways"
    />
  );
}
