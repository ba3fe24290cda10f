'use client';
import clsx from 'clsx';
import { createPortal } from 'react-dom';
import { dialogStack } from '@/lib/ui/dialog-stack';
import { toastStore } from '@/lib/ui/toast';
import { useStore } from '@/lib/ui/store';

const BOX = 'max-w-[85%] rounded-control px-4 py-2.5 text-center text-body shadow-raised';
const look = {
  success: clsx(BOX, 'bg-success text-ink-inverse'),
  error: clsx(BOX, 'bg-danger text-ink-inverse'),
  info: clsx(BOX, 'bg-surface-inverse/90 text-ink-inverse'),
  // Heard, not seen: the moment it tells of is already on screen.
  announce: 'sr-only',
};

/**
 * Renders the toast queue and the screen-reader-only announcements: the app's one live region;
 * messages are text, never HTML. While a modal dialog is open the page under it is inert and
 * below the top layer, so the queue moves into the newest dialog: seen above it, and announced.
 */
export function Toaster() {
  const toasts = useStore(toastStore, []);
  const dialogs = useStore(dialogStack, []);
  const queue = (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-2/5 z-toast flex flex-col items-center gap-2 px-6"
    >
      {toasts.map((x) => (
        <div key={x.id} role={x.kind === 'error' ? 'alert' : 'status'} data-kind={x.kind} className={look[x.kind]}>
          {x.text}
        </div>
      ))}
    </div>
  );
  const top = dialogs.at(-1);
  return top ? createPortal(queue, top) : queue;
}
