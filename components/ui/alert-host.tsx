'use client';
import { alertStore } from '@/lib/ui/alert';
import { useStore } from '@/lib/ui/store';
import * as t from '@/lib/text/zh-CN';
import { Modal } from './modal';

/** Shows the current alert/confirm from lib/ui/alert (e.g. 认证失败 on an expired session). */
export function AlertHost() {
  const req = useStore(alertStore, null);
  if (!req) return null;
  const confirmOnly = !req.cancelText;
  return (
    <Modal
      open
      hideClose
      onClose={() => req.resolve(false)}
      title={req.title}
      footer={
        <div className="flex">
          {!confirmOnly && (
            <button
              type="button"
              className="h-12 flex-1 border-r border-line text-ink-muted"
              onClick={() => req.resolve(false)}
            >
              {req.cancelText}
            </button>
          )}
          <button type="button" className="h-12 flex-1 font-semibold text-brand" onClick={() => req.resolve(true)}>
            {req.confirmText ?? t.app.confirm}
          </button>
        </div>
      }
    >
      <p className="whitespace-pre-line px-5 pb-5 pt-2 text-center text-body text-ink-muted">{req.message}</p>
    </Modal>
  );
}
