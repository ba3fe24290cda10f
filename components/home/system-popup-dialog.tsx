'use client';
import clsx from 'clsx';
import { DevicePhoneMobileIcon, MegaphoneIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import type { AppInfo } from '@/lib/api/types';
import { KEYS, writeString } from '@/lib/storage';
import * as t from '@/lib/text/zh-CN';
import { beijingToday } from '@/lib/time';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { RichText } from '@/components/ui/rich-text';

export type PopupStep = 'ios' | 'announcement';

/** The system popup's steps, one after the other (components/home/system-popup.tsx decides them). */
export function SystemPopupDialog({
  app,
  steps: initialSteps,
  onDone,
}: {
  app: AppInfo;
  steps: PopupStep[];
  onDone: () => void;
}) {
  const [steps, setSteps] = useState(initialSteps);
  const [index, setIndex] = useState(0);
  const [hideToday, setHideToday] = useState(false);

  const step = steps[index];
  const close = () => {
    if (hideToday) writeString(KEYS.popupDate, beijingToday());
    setSteps([]);
    onDone();
  };
  const advance = () => (index + 1 < steps.length ? setIndex(index + 1) : close());

  return (
    <Modal
      open={!!step}
      onClose={close}
      title={step === 'ios' ? t.home.iosNoticeTitle : t.home.systemNotice}
      footer={
        <div className="flex items-center justify-between gap-2 px-4 py-2">
          <label className="flex min-h-touch cursor-pointer items-center gap-2 text-note text-ink-muted">
            <input
              type="checkbox"
              checked={hideToday}
              onChange={(e) => setHideToday(e.target.checked)}
              className="h-4 w-4 accent-brand"
            />
            {t.home.dontShowToday}
          </label>
          <Button onClick={advance} className="rounded-pill px-5">
            {index + 1 < steps.length ? t.home.next : t.home.gotIt}
          </Button>
        </div>
      }
    >
      {step === 'ios' && (
        <div className="flex flex-col items-center gap-3 px-6 pb-5 pt-2 text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-pill bg-info/10 text-info">
            <DevicePhoneMobileIcon className="h-7 w-7" aria-hidden />
          </span>
          <p className="text-body font-semibold text-ink">{t.home.iosNotice}</p>
          <p className="text-body text-ink-muted">{t.home.iosNoticeBody}</p>
        </div>
      )}
      {step === 'announcement' && (
        <div className="px-5 pb-5 pt-1">
          <div className="mb-3 flex justify-center text-brand">
            <MegaphoneIcon className="h-8 w-8" aria-hidden />
          </div>
          <RichText
            html={app.webContent}
            className={clsx(
              'rich-text break-words text-body leading-relaxed text-ink [&_a]:text-info [&_a]:underline [&_img]:h-auto [&_img]:max-w-full [&_p]:mb-2',
            )}
          />
        </div>
      )}
    </Modal>
  );
}
