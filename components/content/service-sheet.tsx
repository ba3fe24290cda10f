'use client';
import * as t from '@/lib/text/zh-CN';
import { Modal } from '@/components/ui/modal';
import { KefuFrame } from './kefu-frame';

/** The sheet's frame: most of the screen, the screen underneath still in sight above it. */
const SHEET_FILL = 'relative h-[78dvh] w-full';

/**
 * Customer service as a widget: the service page in a bottom sheet over the current screen, so
 * closing it leaves the player exactly where they were (the route never changes).
 */
export function ServiceSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} placement="sheet" title={t.kefu.frameTitle} testId="service-sheet">
      {open && <KefuFrame fill={SHEET_FILL} />}
    </Modal>
  );
}
