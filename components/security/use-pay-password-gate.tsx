'use client';
import { useState, type ReactNode } from 'react';
import { isNoPayPasswordRefusal } from '@/lib/api/account';
import { loadUser } from '@/lib/api/user';
import type { User } from '@/lib/api/types';
import { needsPayPassword } from '@/lib/validation/password';
import { PayPasswordDialog } from './pay-password-dialog';

export interface PayPasswordGate {
  /** Call first on submit: true when the dialog opened instead (nothing should be sent). */
  blocks: () => boolean;
  /** Call with a failed call's error: a "set one first" refusal reloads the user and asks. */
  onRefusal: (error: unknown) => void;
  /** The dialog, to render once. */
  dialog: ReactNode;
}

/**
 * Before the first bind or withdrawal (docs/SCREENS.md#set-pay-password): while the back end says the
 * member has no pay password of its own, the 设置支付密码 dialog opens on arrival and again on submit.
 * A back end that does not say (legacy) never opens it. `waitFor`: another dialog that comes first
 * (the withdrawal's real name).
 */
export function usePayPasswordGate(
  user: User | null,
  { waitFor = false }: { waitFor?: boolean } = {},
): PayPasswordGate {
  const [asked, setAsked] = useState(true);
  const needed = needsPayPassword(user);
  const open = asked && needed && !waitFor;
  const blocks = () => {
    if (!needed) return false;
    setAsked(true);
    return true;
  };
  // A pay password the server found equal to the login password was dropped: the reloaded user says so.
  const onRefusal = (error: unknown) => {
    if (!isNoPayPasswordRefusal(error)) return;
    setAsked(true);
    void loadUser().catch(() => undefined);
  };
  return { blocks, onRefusal, dialog: <PayPasswordDialog open={open} onClose={() => setAsked(false)} /> };
}
