'use client';
import * as t from '@/lib/text/zh-CN';
import type { PlayGroup } from '@/lib/api/types';
import { Modal } from '@/components/ui/modal';
import { EmptyState } from '@/components/ui/empty-state';
import { RichText } from '@/components/ui/rich-text';

const L = t.lottery;

/** 玩法说明: every play group's description. The server's html goes through RichText (sanitised). */
export function HelpDialog({ open, onClose, groups }: { open: boolean; onClose: () => void; groups: PlayGroup[] }) {
  const described = groups.filter((g) => g.descHtml.trim() !== '');
  return (
    <Modal open={open} onClose={onClose} title={L.helpTitle} placement="sheet">
      {described.length === 0 ? (
        <EmptyState text={L.helpEmpty} />
      ) : (
        <div data-testid="help-content" className="space-y-4 px-gutter pb-4">
          {described.map((g) => (
            <section key={g.id}>
              <h3 className="mb-1 text-body font-semibold text-ink">{g.name}</h3>
              <RichText html={g.descHtml} className="text-note leading-relaxed text-ink-muted [&_p]:mb-1" />
            </section>
          ))}
        </div>
      )}
    </Modal>
  );
}
