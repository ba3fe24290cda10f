'use client';
import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';
import { CloseButton } from './close-button';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** 'center' dialog or 'sheet' rising from the bottom. */
  placement?: 'center' | 'sheet';
  /** Hide the corner close button (alerts close through their own buttons). */
  hideClose?: boolean;
  className?: string;
  /** data-testid of the panel, for browser tests. */
  testId?: string;
}

/** The one dialog frame every popup uses: a titled panel, centred or as a bottom sheet, on DialogFrame. */
export function Modal({ open, ...props }: ModalProps) {
  return open ? <OpenModal {...props} /> : null;
}

function OpenModal({
  onClose,
  title,
  children,
  footer,
  placement = 'center',
  hideClose,
  className,
  testId,
}: Omit<ModalProps, 'open'>) {
  const sheet = placement === 'sheet';
  const titleId = useId();
  return (
    <DialogFrame
      onClose={onClose}
      labelledBy={title ? titleId : undefined}
      layerClassName={clsx('fixed inset-0 flex justify-center', sheet ? 'items-end' : 'items-center px-8')}
    >
      <div
        data-testid={testId}
        className={clsx(
          'relative flex max-h-[85vh] w-full max-w-app flex-col bg-surface shadow-raised',
          sheet ? 'rounded-t-sheet pb-safe-bottom' : 'rounded-card',
          className,
        )}
      >
        {title && (
          <h2 id={titleId} className="px-10 pb-2 pt-4 text-center text-title font-semibold">
            {title}
          </h2>
        )}
        {!hideClose && <CloseButton onClick={onClose} className="absolute right-0 top-0 text-ink-faint" />}
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
        {footer && <div className="border-t border-line">{footer}</div>}
      </div>
    </DialogFrame>
  );
}
