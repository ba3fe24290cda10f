'use client';
import { useState } from 'react';
import { openInboxMessage, useMessages, type MessageTab } from '@/lib/api/inbox';
import type { MessageRow } from '@/lib/api/normalise/articles';
import { replaceRoute } from '@/lib/router/navigate';
import { hrefTo, parseQuery } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import * as t from '@/lib/text/zh-CN';
import { InfiniteList } from '@/components/list/infinite-list';
import { MessageBody, MessageRowButton, MessageRowSkeleton } from '@/components/content/message-row';
import { Modal } from '@/components/ui/modal';
import { Segmented } from '@/components/ui/segmented-tabs';

const TABS = [
  { value: 'notices', label: t.content.messageTabs.notices },
  { value: 'inbox', label: t.content.messageTabs.inbox },
] as const;

/**
 * /message, 消息 (docs/SCREENS.md#message): tabs 公告 and 站内信 (?type=1|2), each an infinite list
 * loading 300 px before its end; a row opens the message in full, and an unread inbox message is
 * marked read on the server (the list and the unread badges follow).
 */
export default function MessageScreen({ location }: ScreenProps) {
  const { tab } = parseQuery('/message', location);
  const query = useMessages(tab);
  const [open, setOpen] = useState<MessageRow | null>(null);

  const show = (row: MessageRow) => {
    setOpen(row);
    if (tab !== 'inbox' || !row.unread) return;
    openInboxMessage(row.id).then(
      () =>
        void query.mutate(
          (pages) =>
            pages?.map((p) => ({ ...p, rows: p.rows.map((r) => (r.id === row.id ? { ...r, unread: false } : r)) })),
          { revalidate: false },
        ),
      // Still unread on the server: the list keeps its mark, the message stays readable.
      () => undefined,
    );
  };

  return (
    <div className="flex flex-col" data-testid="message-centre">
      <div className="sticky top-[calc(theme(spacing.header)+env(safe-area-inset-top))] z-10 bg-page px-gutter py-2">
        <Segmented
          options={TABS}
          value={tab}
          onChange={(v: MessageTab) => replaceRoute(hrefTo('/message', { tab: v }))}
          label={t.content.messageTabsLabel}
        />
      </div>
      <InfiniteList
        key={tab}
        label={TABS.find((x) => x.value === tab)?.label ?? ''}
        query={query}
        rowKey={(r) => r.id}
        renderRow={(r) => <MessageRowButton row={r} onOpen={show} />}
        skeleton={<MessageRowSkeleton />}
      />
      <Modal open={open !== null} onClose={() => setOpen(null)} title={open?.title} testId="message-full">
        {open && <MessageBody row={open} />}
      </Modal>
    </div>
  );
}
