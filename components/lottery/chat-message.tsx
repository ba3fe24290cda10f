import clsx from 'clsx';
import { formatBeijing } from '@/lib/time-format';
import * as t from '@/lib/text/zh-CN';
import type { ChatMessage } from '@/lib/api/types';
import { useDeviceSettings } from '@/lib/member/device-settings';

const C = t.lottery.chat;

/**
 * One chat line. Content and names are React text children (escaped), never HTML: a message
 * like `<img onerror>` shows as those characters.
 */
export function ChatMessageRow({ message: m, mine }: { message: ChatMessage; mine: boolean }) {
  // The /userCent switch: times shown (default) or hidden on this device.
  const { showMessageTime } = useDeviceSettings();
  if (m.system) {
    return (
      <div className="flex justify-center" data-testid="chat-system">
        <p
          className="max-w-[85%] whitespace-pre-wrap break-words rounded-pill bg-line px-3 py-1 text-center text-note text-ink-muted"
          data-operator-content
        >
          {m.content}
        </p>
      </div>
    );
  }
  const time = m.time === null || !showMessageTime ? '' : formatBeijing(m.time, 'HH:mm:ss');
  const notice = m.order === 0;
  return (
    <div
      className={clsx('flex items-start gap-2', mine && 'flex-row-reverse')}
      data-testid={mine ? 'chat-mine' : 'chat-other'}
    >
      <Avatar src={m.avatar} name={mine ? C.me : m.author} />
      <div className={clsx('flex min-w-0 max-w-[75%] flex-col', mine ? 'items-end' : 'items-start')}>
        <p className="mb-0.5 flex items-center gap-1.5 text-caption text-ink-faint">
          <span className="truncate" data-operator-content={mine ? undefined : true}>
            {mine ? C.me : m.author}
          </span>
          {time && <span className="font-num">{time}</span>}
        </p>
        <p
          className={clsx(
            'whitespace-pre-wrap break-words rounded-card px-3 py-2 text-body',
            notice
              ? 'border border-gold bg-gold-soft text-ink'
              : mine
                ? 'bg-brand text-ink-inverse'
                : 'bg-surface text-ink shadow-card',
            mine ? 'rounded-tr-none' : 'rounded-tl-none',
          )}
          // Players' and the room's own words: not the app's text (docs/I18N.md).
          data-operator-content
        >
          {notice && (
            <span className="mr-1 rounded-control bg-gold px-1.5 text-caption font-medium text-ink">{C.betNotice}</span>
          )}
          {m.content}
        </p>
      </div>
    </div>
  );
}

function Avatar({ src, name }: { src: string; name: string }) {
  if (src) {
    return <img src={src} alt="" loading="lazy" className="h-9 w-9 shrink-0 rounded-pill bg-line object-cover" />;
  }
  return (
    <span
      aria-hidden
      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-pill bg-brand-soft text-note font-medium text-brand"
    >
      {[...name][0] ?? '?'}
    </span>
  );
}
