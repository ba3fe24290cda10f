'use client';
import { DocumentDuplicateIcon } from '@heroicons/react/24/outline';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';

/** Clipboard API where allowed; a hidden textarea and execCommand in older WebViews. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* permission refused or insecure context: try the fallback */
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  } catch {
    return false;
  }
}

/** 复制 next to an address or account; says 复制成功！ (docs/SCREENS.md#popups). */
export function CopyButton({ text, label = t.deposit.copy }: { text: string; label?: string }) {
  const onCopy = async () => {
    if (await copyText(text)) toast.success(t.app.copySuccess);
  };
  return (
    <button
      type="button"
      onClick={onCopy}
      disabled={!text}
      aria-label={`${label} ${text}`}
      className="inline-flex min-h-touch shrink-0 items-center gap-1 px-2 text-note font-medium text-brand disabled:opacity-40"
    >
      <DocumentDuplicateIcon className="h-4 w-4" aria-hidden />
      {label}
    </button>
  );
}
