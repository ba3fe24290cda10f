'use client';
import * as t from '@/lib/text/zh-CN';
import { Modal } from '@/components/ui/modal';
import { TransferForm } from '@/components/wallet/transfer-form';

/** docs/SCREENS.md#gamepage: the game page's transfer popup, main wallet ↔ this venue only. */
export function TransferPopup({ venue, open, onClose }: { venue: string; open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} placement="sheet" title={t.game.transferTitle} testId="game-transfer-popup">
      <div className="px-gutter pb-5 pt-2">
        {/* Mounted only while open: its balance-list poll runs only then. */}
        {open && <TransferForm venue={venue} onDone={onClose} />}
      </div>
    </Modal>
  );
}
