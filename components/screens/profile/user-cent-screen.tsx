'use client';
import {
  ChatBubbleLeftEllipsisIcon,
  ChevronRightIcon,
  HeartIcon,
  InformationCircleIcon,
  QuestionMarkCircleIcon,
} from '@heroicons/react/24/outline';
import { useState } from 'react';
import { setDeviceSetting, useDeviceSettings, type DeviceSettings } from '@/lib/member/device-settings';
import { Link } from '@/lib/router/link';
import { ABOUT_US_HREF } from '@/lib/content/site-pages';
import type { ScreenProps } from '@/lib/router/types';
import { EXTENSIONS, useExtension } from '@/lib/api/backend';
import * as t from '@/lib/text/zh-CN';
import { LogoutButton } from '@/components/auth/logout-button';
import { FeedbackDialog } from '@/components/profile/feedback-dialog';
import { LanguageChoice } from '@/components/profile/language-choice';
import { ToggleSwitch } from '@/components/ui/toggle-switch';

const S = t.settings;
const ROW = 'flex min-h-touch w-full items-center gap-3 px-4 py-3 text-body text-ink active:bg-surface-sunken';

const SWITCHES: { key: keyof DeviceSettings; label: string; hint: string }[] = [
  { key: 'showMessageTime', label: S.showMessageTime, hint: S.showMessageTimeHint },
  { key: 'winAlert', label: S.winAlert, hint: S.winAlertHint },
  { key: 'quietMode', label: S.quietMode, hint: S.quietModeHint },
];

/**
 * /userCent, 功能设置 (docs/SCREENS.md#usercent): three switches kept on this device and applied
 * at once (chat times, the lottery win alert, quiet mode), the language (docs/I18N.md), about,
 * help, 理性游戏, feedback, logout.
 */
export default function UserCentScreen(_: ScreenProps) {
  const current = useDeviceSettings();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // Only a back end with the feedback extension takes it; the entry waits for /api/app (no flash).
  const canSendFeedback = useExtension(EXTENSIONS.feedback) === true;

  return (
    <div className="flex flex-col gap-3 p-gutter">
      <section aria-label={S.switchesLabel} className="overflow-hidden rounded-card bg-surface shadow-card">
        <div className="divide-y divide-line">
          {SWITCHES.map((s) => (
            <ToggleSwitch
              key={s.key}
              label={s.label}
              hint={s.hint}
              checked={current[s.key]}
              onChange={(next) => setDeviceSetting(s.key, next)}
              testId={`setting-${s.key}`}
            />
          ))}
        </div>
      </section>
      <p className="px-1 text-caption text-ink-muted">{S.deviceOnly}</p>
      <LanguageChoice />
      <nav
        aria-label={S.moreLabel}
        className="divide-y divide-line overflow-hidden rounded-card bg-surface shadow-card"
      >
        <Link to={ABOUT_US_HREF} className={ROW}>
          <InformationCircleIcon className="h-5 w-5 text-brand" aria-hidden />
          <span className="flex-1">{S.about}</span>
          <ChevronRightIcon className="h-4 w-4 text-ink-faint" aria-hidden />
        </Link>
        <Link to="/boutBallBet" className={ROW}>
          <QuestionMarkCircleIcon className="h-5 w-5 text-brand" aria-hidden />
          <span className="flex-1">{S.help}</span>
          <ChevronRightIcon className="h-4 w-4 text-ink-faint" aria-hidden />
        </Link>
        <Link to="/responsible" className={ROW}>
          <HeartIcon className="h-5 w-5 text-brand" aria-hidden />
          <span className="flex-1">{t.routes.responsible}</span>
          <ChevronRightIcon className="h-4 w-4 text-ink-faint" aria-hidden />
        </Link>
        {canSendFeedback && (
          <button type="button" onClick={() => setFeedbackOpen(true)} className={ROW}>
            <ChatBubbleLeftEllipsisIcon className="h-5 w-5 text-brand" aria-hidden />
            <span className="flex-1 text-left">{S.feedback}</span>
            <ChevronRightIcon className="h-4 w-4 text-ink-faint" aria-hidden />
          </button>
        )}
      </nav>
      <LogoutButton className="bg-surface py-3 shadow-card active:bg-surface-sunken" />
      <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
    </div>
  );
}
