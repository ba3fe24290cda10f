'use client';
import {
  BuildingLibraryIcon,
  ChatBubbleLeftRightIcon,
  CurrencyDollarIcon,
  DevicePhoneMobileIcon,
  QrCodeIcon,
} from '@heroicons/react/24/outline';
import type { PayWayKey } from '@/lib/api/types';
import * as t from '@/lib/text/zh-CN';
import { SegmentedChoice, type Choice } from '@/components/ui/segmented-choice';

const ICONS: Record<PayWayKey, Choice<PayWayKey>['icon']> = {
  bank: BuildingLibraryIcon,
  usdt: CurrencyDollarIcon,
  wechat: QrCodeIcon,
  alipay: DevicePhoneMobileIcon,
  rengong: ChatBubbleLeftRightIcon,
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
