'use client';
import clsx from 'clsx';
import { EyeIcon, EyeSlashIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import * as t from '@/lib/text/zh-CN';

/**
 * The show/hide state of a password input: the type the input should have now, and the eye
 * button that flips it (a touch-sized target). Non-password or non-revealable inputs keep
 * their type and get no button.
 */
export function useRevealToggle(type: string, revealable: boolean | undefined, buttonClassName?: string) {
  const [shown, setShown] = useState(false);
  const active = !!revealable && type === 'password';
  const button = active ? (
    <button
      type="button"
      onClick={() => setShown((s) => !s)}
      aria-label={shown ? t.auth.hidePassword : t.auth.showPassword}
      aria-pressed={shown}
      className={clsx('flex h-touch w-touch shrink-0 items-center justify-center text-ink-faint', buttonClassName)}
    >
      {shown ? <EyeIcon className="h-5 w-5" /> : <EyeSlashIcon className="h-5 w-5" />}
    </button>
  ) : null;
  return { inputType: active && shown ? 'text' : type, button };
}
