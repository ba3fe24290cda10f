import { createStore } from './store';

/**
 * The modal dialogs open now, oldest first. A modal `<dialog>` sits in the browser's top layer
 * and makes the rest of the page inert, so whatever must show above it (the toasts) is placed
 * inside the newest one.
 */
export const dialogStack = createStore<readonly HTMLDialogElement[]>([]);

export function pushDialog(dialog: HTMLDialogElement) {
  dialogStack.set((open) => [...open, dialog]);
}

export function dropDialog(dialog: HTMLDialogElement) {
  dialogStack.set((open) => open.filter((d) => d !== dialog));
}
