'use client';
import { useInstallPrompt } from '@/components/pwa/use-install-prompt';
import { currentIsIosSafari } from '@/lib/home/platform';
import type { GuideMode } from '@/lib/home/popup-rules';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * How this browser can be guided to add the app to the home screen: Safari's manual steps, the
 * native prompt once `beforeinstallprompt` fired, or not at all ('none' until hydrated: the
 * exported HTML has no navigator). The hall loads the guide's code only when this is not 'none'.
 */
export function useGuideMode(): GuideMode {
  const { canInstall } = useInstallPrompt();
  const hydrated = useHydrated();
  if (!hydrated) return 'none';
  return currentIsIosSafari() ? 'ios' : canInstall ? 'prompt' : 'none';
}
