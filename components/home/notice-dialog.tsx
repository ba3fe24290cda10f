'use client';
import { MegaphoneIcon } from '@heroicons/react/24/outline';
import { navigate } from '@/lib/router/navigate';
import * as t from '@/lib/text/zh-CN';
import { Modal } from '@/components/ui/modal';
import { EmptyState } from '@/components/ui/empty-state';

/** Every home notice in full (they are plain text, never HTML). */
export function NoticeDialog({ open, notices, onClose }: { open: boolean; notices: string[]; onClose: () => void }) {
  const more = () => {
    onClose();
    navigate('/message');
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t.home.noticeTitle}
      footer={
        <div className="flex">
          <button type="button" onClick={more} className="h-12 flex-1 border-r border-line text-body text-ink-muted">
            {t.home.moreNotices}
          </button>
          <button type="button" onClick={onClose} className="h-12 flex-1 text-body font-semibold text-brand">
            {t.home.gotIt}
          </button>
        </div>
      }
    >
      {notices.length === 0 ? (
        <EmptyState text={t.home.noticeEmpty} />
      ) : (
        <ol className="flex flex-col gap-3 px-5 pb-5 pt-1">
          {notices.map((notice, i) => (
            <li key={i} className="flex gap-2 rounded-control bg-surface-sunken p-3 text-body text-ink">
              <MegaphoneIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand" aria-hidden />
              <p className="min-w-0 break-words">{notice}</p>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
