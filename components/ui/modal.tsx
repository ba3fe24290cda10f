'use client';
import clsx from 'clsx';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { XMarkIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import * as t from '@/lib/text/zh-CN';

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

/** The one dialog frame (Headless UI: focus trap, Esc, aria) every popup uses. */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  placement = 'center',
  hideClose,
  className,
  testId,
}: ModalProps) {
  const sheet = placement === 'sheet';
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-popup">
      <div className="fixed inset-0 bg-overlay" aria-hidden />
      <div className={clsx('fixed inset-0 flex justify-center', sheet ? 'items-end' : 'items-center px-8')}>
        <DialogPanel
          data-testid={testId}
          className={clsx(
            'relative flex max-h-[85vh] w-full max-w-app flex-col bg-surface shadow-raised',
            sheet ? 'rounded-t-sheet pb-safe-bottom' : 'rounded-card',
            className,
          )}
        >
          {title && <DialogTitle className="px-10 pb-2 pt-4 text-center text-title font-semibold">{title}</DialogTitle>}
          {!hideClose && (
            <button
              type="button"
              onClick={onClose}
              aria-label={t.app.close}
              className="absolute right-0 top-0 flex h-touch w-touch items-center justify-center text-ink-faint"
            >
              <XMarkIcon className="h-5 w-5" />
            </button>
          )}
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
          {footer && <div className="border-t border-line">{footer}</div>}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
