'use client';
import type { FormEvent, ReactNode } from 'react';
import * as t from '@/lib/text/zh-CN';
import { Button } from '@/components/ui/button';
import { PayPasswordRow } from './pay-password-row';

interface CardFormProps {
  onSubmit: (e: FormEvent) => void;
  busy: boolean;
  /** The pay password row every binding ends with. */
  payPassword: {
    ref: (el: HTMLElement | null) => void;
    value: string;
    onChange: (value: string) => void;
    invalid: boolean;
  };
  /** The kind's own rows, above the pay password. */
  children: ReactNode;
  /** Between the card and the submit button (e.g. the USDT help link). */
  footer?: ReactNode;
  /** A dialog of the binding (the 设置支付密码 one, use-bind-card.tsx), rendered beside the form. */
  dialog?: ReactNode;
}

/** The frame both card bindings share: their rows and the pay password in one card, then 确认绑定. */
export function CardForm({ onSubmit, busy, payPassword, children, footer, dialog }: CardFormProps) {
  return (
    <>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <div className="overflow-hidden rounded-card bg-surface shadow-card">
          {children}
          <PayPasswordRow label={t.cards.payPassword} placeholder={t.cards.payPasswordPlaceholder} {...payPassword} />
        </div>
        {footer}
        <Button type="submit" size="lg" block loading={busy}>
          {t.cards.submit}
        </Button>
      </form>
      {dialog}
    </>
  );
}
