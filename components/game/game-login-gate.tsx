'use client';
import { LockClosedIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import * as t from '@/lib/text/zh-CN';
import { FrameNotice } from '@/components/ui/frame-notice';
import { LoginPromptDialog } from '@/components/auth/login-prompt-dialog';

/**
 * docs/SCREENS.md#login-redirect, docs/SCREENS.md#popups: a visitor opening a game gets the login prompt (精彩内容等你来体验，快来登录吧！)
 * instead of a launch; login comes back to this page (`back`).
 */
export function GameLoginGate({ back }: { back: string }) {
  const [prompt, setPrompt] = useState(true);
  return (
    <>
      <FrameNotice
        icon={LockClosedIcon}
        title={t.auth.pleaseLogin}
        hint={t.auth.loginPrompt}
        onRetry={() => setPrompt(true)}
        actionLabel={t.home.goLogin}
      />
      <LoginPromptDialog open={prompt} onClose={() => setPrompt(false)} redirect={back} />
    </>
  );
}
