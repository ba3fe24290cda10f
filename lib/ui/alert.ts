import { whenShown } from '@/lib/text/message';
import { createStore } from '@/lib/ui/store';
import * as t from '@/lib/text/zh-CN';

/** One modal alert/confirm at a time, opened from anywhere (e.g. the 401 handler). */
export interface AlertRequest {
  id: number;
  title?: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
  resolve: (ok: boolean) => void;
}

export const alertStore = createStore<AlertRequest | null>(null);
let nextId = 1;

function open(req: Omit<AlertRequest, 'id' | 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    // Alerts show server answers too: the same sink as the toasts (it may wait for its table).
    whenShown(req.message, (message) => {
      // A newer alert replaces an older one; the older one resolves as dismissed.
      alertStore.get()?.resolve(false);
      alertStore.set({
        ...req,
        message,
        id,
        resolve: (ok) => {
          if (alertStore.get()?.id === id) alertStore.set(null);
          resolve(ok);
        },
      });
    });
  });
}

export const showAlert = (message: string, title?: string, confirmText?: string) =>
  open({ message, title, confirmText });
export const showConfirm = (message: string, title?: string, confirmText?: string, cancelText?: string) =>
  open({ message, title, confirmText, cancelText: cancelText ?? t.app.cancel });
