import clsx from 'clsx';
import { Emoji } from '@/components/art/emoji';
import { coin } from '@/components/art/pictures/coin';
import { lantern } from '@/components/art/pictures/lantern';
import { redEnvelope } from '@/components/art/pictures/red-envelope';

function HangingLantern({ side }: { side: 'left' | 'right' }) {
  return (
    <span className={clsx('absolute top-0 flex flex-col items-center', side === 'left' ? 'left-2' : 'right-2')}>
      <span className="h-3 w-px bg-gold" />
      <Emoji picture={lantern} className="h-12 w-12" />
    </span>
  );
}

/** /hongbao's festive picture: a red envelope among gold coins under two lanterns. Decorative. */
export function HongbaoArt() {
  return (
    <div aria-hidden className="relative h-28 w-full" data-testid="hongbao-art">
      <HangingLantern side="left" />
      <HangingLantern side="right" />
      <span className="absolute left-1/2 top-1/2 h-24 w-24 -translate-x-1/2 -translate-y-1/2 rounded-pill bg-gold-soft/20 ring-4 ring-gold/40" />
      <Emoji
        picture={redEnvelope}
        className="absolute left-1/2 top-1/2 h-20 w-20 -translate-x-1/2 -translate-y-1/2 drop-shadow-lg"
      />
      <Emoji picture={coin} className="absolute bottom-1 left-[24%] h-8 w-8 -rotate-12" />
      <Emoji picture={coin} className="absolute bottom-5 right-[23%] h-7 w-7 rotate-12" />
      <Emoji picture={coin} className="absolute right-[30%] top-2 h-5 w-5 rotate-45" />
      <Emoji picture={coin} className="absolute left-[31%] top-3 h-4 w-4" />
    </div>
  );
}
