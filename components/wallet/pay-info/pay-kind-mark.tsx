import { Emoji } from '@/components/art/emoji';
import { alipay } from '@/components/art/pictures/alipay';
import { tether } from '@/components/art/pictures/tether';
import { wechat } from '@/components/art/pictures/wechat';

/** /api/payinfo's `message` → the wallet's mark (bank and manual deposits have none). */
const MARKS = { wxpay: wechat, alipay, usdtpay: tether } as const;

/** The wallet's mark before the pay type's name; decorative, the name is written beside it. */
export function PayKindMark({ kind }: { kind: string }) {
  const mark = MARKS[kind as keyof typeof MARKS];
  return mark ? <Emoji picture={mark} className="h-5 w-5 shrink-0" /> : null;
}
