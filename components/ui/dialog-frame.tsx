'use client';
import { useLayoutEffect, useRef, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { dropDialog, pushDialog } from '@/lib/ui/dialog-stack';

export interface DialogFrameProps {
  onClose: () => void;
  /** id of the element that names the dialog (its title). */
  labelledBy?: string;
  /** Layout of the full-screen layer that holds the panel; a tap on the layer itself (outside the panel) closes. */
  layerClassName: string;
  /** The panel. */
  children: ReactNode;
}

const noSubscribe = () => () => {};

/**
 * The browser's own modal dialog (`<dialog>` + showModal) under every popup: the top layer above
 * the whole page, the page behind inert to taps, focus and screen readers, focus handed back on
 * close (to the control that opened it), and Esc or Android's back gesture ask to close (the `cancel` event). Mounted means open:
 * callers render it only while open. The panel gets the first focus (an element marked
 * `data-autofocus` takes it instead), so a phone keyboard does not rise by itself. It lives in
 * document.body, so it inherits nothing from where it was opened.
 */
export function DialogFrame({ onClose, labelledBy, layerClassName, children }: DialogFrameProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const inBrowser = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The control that opened it: focus goes back there on close. Browsers restore it themselves
    // after close(), not all of them (nor jsdom), and not when the dialog unmounts mid-way.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    pushDialog(dialog);
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog;
    first.focus({ preventScroll: true });
    return () => {
      dropDialog(dialog);
      dialog.close();
      const now = document.activeElement;
      const lost = !now || now === document.body || dialog.contains(now);
      if (lost && opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [inBrowser]);

  if (!inBrowser) return null;

  const tapOutside = (e: MouseEvent) => {
    if (e.target === e.currentTarget) onClose();
  };

  return createPortal(
    <dialog
      ref={ref}
      tabIndex={-1}
      aria-labelledby={labelledBy}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none overflow-hidden bg-transparent p-0 outline-none backdrop:bg-transparent"
      onCancel={(e) => {
        // The app decides: the dialog closes when its owner stops rendering it.
        e.preventDefault();
        onClose();
      }}
      onClose={(e) => {
        // Closed by the browser without a cancel (a close request it would not let be refused).
        if (!e.currentTarget.open && e.currentTarget.isConnected) onClose();
      }}
    >
      <div className="fixed inset-0 bg-overlay" aria-hidden />
      {/* The layer is not a control: the Esc key and the close button are the accessible ways out. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className={layerClassName} onClick={tapOutside}>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
