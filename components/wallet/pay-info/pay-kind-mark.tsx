import { AlipayMark, TetherMark, WechatMark } from '@/components/art/pay-marks';

/** /api/payinfo's `message` → the wallet's mark (bank and manual deposits have none). */
const MARKS = { wxpay: WechatMark, alipay: AlipayMark, usdtpay: TetherMark } as const;

/** The wallet's mark before the pay type's name; decorative, the name is written beside it. */
export function PayKindMark({ kind }: { kind: string }) {
  const Mark = MARKS[kind as keyof typeof MARKS];
  return Mark ? <Mark className="h-5 w-5 shrink-0" /> : null;
}
