import type { PayChannel } from '@/lib/api/types';
import * as t from '@/lib/text/zh-CN';
import { CopyButton } from '../copy-button';
import { Row } from './pay-details';

const D = t.deposit;

/** Where to pay on a QR way: the address (USDT) or account with copy, the protocol and the QR image. */
export function PayChannelCard({ channel, usdt }: { channel: PayChannel; usdt: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3">
      {channel.qrImage && (
        <figure className="flex flex-col items-center gap-2">
          <img
            src={channel.qrImage}
            alt={D.qrAlt}
            width={180}
            height={180}
            className="h-45 w-45 rounded-control border border-line bg-surface object-contain p-2"
            data-testid="pay-qr"
          />
          <figcaption className="text-caption text-ink-faint">{usdt ? D.qrHint : D.qrHintApp}</figcaption>
        </figure>
      )}
      <dl className="w-full divide-y divide-line">
        {channel.account && (
          <Row label={usdt ? D.payAddress : D.account} action={<CopyButton text={channel.account} />}>
            <span className="break-all font-num text-note" data-testid="pay-address">
              {channel.account}
            </span>
          </Row>
        )}
        {usdt && channel.protocol && (
          <Row label={D.protocolLabel}>
            <span data-testid="pay-protocol">{channel.protocol}</span>
          </Row>
        )}
      </dl>
    </div>
  );
}
