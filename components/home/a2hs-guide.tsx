'use client';
import { lazy, useState } from 'react';
import { useInstallPrompt } from '@/components/pwa/use-install-prompt';
import { shouldShowGuide } from '@/lib/home/popup-rules';
import { KEYS, readString, writeString } from '@/lib/storage';
import { beijingToday } from '@/lib/time';
import { Deferred } from '@/components/ui/deferred';
import { useGuideMode } from './use-guide-mode';

// The card (its art and texts) loads only when the guide has something to offer.
const A2hsCard = lazy(() => import('./a2hs-card').then((m) => ({ default: m.A2hsCard })));

/**
 * The add-to-home-screen guide (docs/SCREENS.md#pwa-install), above the tab bar: Safari's three manual steps
 * on iOS, the browser's own install dialog where `beforeinstallprompt` fired, and
 * nothing when already installed. Dismissal stores the Beijing date (see
 * GUIDE_SNOOZE_DAYS). `enabled` holds it back until the system popup is closed.
 */
export function A2hsGuide({ enabled }: { enabled: boolean }) {
  const { standalone, promptInstall } = useInstallPrompt();
  // 'none' until hydrated: the exported HTML has no navigator or storage.
  const mode = useGuideMode();
  const [closed, setClosed] = useState(false);

  if (!enabled || closed) return null;
  if (mode === 'none' || !shouldShowGuide({ standalone, mode, dismissedDate: readString(KEYS.guideDate) })) return null;

  const dismiss = () => {
    writeString(KEYS.guideDate, beijingToday());
    setClosed(true);
  };
  const install = async () => {
    const outcome = await promptInstall();
    // Accepted: the app is installed; declined: the player said no to this guide too.
    if (outcome !== 'unavailable') dismiss();
  };

  return (
    <Deferred>
      <A2hsCard mode={mode} onDismiss={dismiss} onInstall={() => void install()} />
    </Deferred>
  );
}
