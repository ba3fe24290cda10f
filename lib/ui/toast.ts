import { whenShown } from '@/lib/text/message';
import { createStore } from '@/lib/ui/store';

/** 'announce': read by screen readers only, never seen (the news is already on screen). */
export type ToastKind = 'success' | 'error' | 'info' | 'announce';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

const TOAST_MS = 2200;
/** Long enough for a screen reader to reach it behind what it is reading. */
const ANNOUNCE_MS = 5000;
const MAX_VISIBLE = 3;
let nextId = 1;

export const toastStore = createStore<Toast[]>([]);

function push(kind: ToastKind, message: string): void {
  // Every toast (field errors, server answers) passes the language's message sink, which may
  // first fetch its table (the English build): the toast then shows a moment later, in English.
  whenShown(message, (text) => show(kind, text));
}

function show(kind: ToastKind, text: string): void {
  if (!text) return;
  const id = nextId++;
  // The same text twice in a row (e.g. a double tap) shows once.
  toastStore.set((list) =>
    list.some((x) => x.text === text) ? list : [...list, { id, kind, text }].slice(-MAX_VISIBLE),
  );
  const ms = kind === 'announce' ? ANNOUNCE_MS : TOAST_MS;
  setTimeout(() => toastStore.set((list) => list.filter((x) => x.id !== id)), ms);
}

/** Toasts, callable from anywhere (the API client included). */
export const toast = {
  success: (text: string) => push('success', text),
  error: (text: string) => push('error', text),
  info: (text: string) => push('info', text),
};

/**
 * Says `text` to screen readers only, through the toaster's one live region (inside the newest
 * modal while one is open, where the page underneath is inert): the app's one way to announce.
 */
export function announce(text: string): void {
  push('announce', text);
}
