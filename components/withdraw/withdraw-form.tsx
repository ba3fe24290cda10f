'use client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { useCards } from '@/lib/api/cards';
import type { CardKind, SavedCard, User } from '@/lib/api/types';
import { useBalance } from '@/lib/api/user';
import { useSubmit } from '@/lib/api/use-submit';
import { applyMoneyMoved } from '@/lib/api/wallet';
import { submitWithdraw, useBetAmount } from '@/lib/api/withdraw';
import { WITHDRAW_REDIRECT_MS } from '@/lib/constants';
import { centsToDecimal, formatMoney, type Cents } from '@/lib/money';
import { navigate } from '@/lib/router/navigate';
import { hrefTo } from '@/lib/router/queries';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { needsRealname, validateWithdraw, type WithdrawField } from '@/lib/validation/withdraw';
import { needsPayPassword } from '@/lib/validation/password';
import { isRestricted } from '@/lib/protection/restriction';
import { Link } from '@/lib/router/link';
import { amountToCents, sanitizeAmountInput } from '@/lib/wallet/amount';
import { Button } from '@/components/ui/button';
import { useCheckedForm } from '@/components/ui/use-checked-form';
import { PayPasswordRow } from '@/components/cards/pay-password-row';
import { CardPicker } from './card-picker';
import { FieldRow } from '@/components/ui/field-row';
import { usePayPasswordGate, type PayPasswordGate } from '@/components/security/use-pay-password-gate';
import { RealnameDialog } from './realname-dialog';
import { UsdtQuote } from './usdt-quote';

const W = t.withdraw;
/** Where the player sees the request they just made (docs/SCREENS.md#withdrawal: after about 1.5 s, to /transRecord). */
const AFTER_WITHDRAW = hrefTo('/transRecord', { type: 2 });

interface WithdrawFields {
  card: number | null;
  amount: string;
  password: string;
}
const EMPTY: WithdrawFields = { card: null, amount: '', password: '' };

/**
 * The withdrawal form (docs/SCREENS.md#withdrawal). `kind` comes from the route's tab; a change of tab
 * clears the card, the amount and the password: a bank card id must never be sent as a USDT
 * address, and an amount typed for one destination should be re-thought for the other.
 */
export function WithdrawForm({ kind, user }: { kind: CardKind; user: User }) {
  const checked = useWithdrawInput(kind);
  const { form, set, field, focus } = checked;
  const { realnameOpen, setAskRealname, payGate, blocked } = useWithdrawGates(user);
  const { data: central } = useBalance();
  const { data: betAmount, mutate: reloadBetAmount } = useBetAmount();
  const { data: cards } = useCards(kind);

  const amount = amountToCents(form.amount);
  const card = cards?.find((c) => c.id === form.card) ?? null;
  const setAmount = (text: string) => set('amount')(sanitizeAmountInput(text));
  const { submit, busy } = useWithdrawSubmit({
    kind,
    user,
    checked,
    card,
    amount,
    payGate,
    blocked,
    onAskRealname: () => setAskRealname(true),
    onDone: () => void reloadBetAmount(),
  });

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="overflow-hidden rounded-card bg-surface shadow-card">
          <CardPicker kind={kind} selectedId={form.card} invalid={focus.invalid === 'card'} onSelect={set('card')} />
          <FieldRow
            {...field('amount')}
            onChange={setAmount}
            label={W.amount}
            placeholder={W.amountPlaceholder}
            inputMode="decimal"
            autoComplete="off"
            maxLength={13}
            trailing={
              <button
                type="button"
                disabled={central === undefined}
                onClick={() => central !== undefined && setAmount(centsToDecimal(central))}
                className="-mr-2 min-h-touch shrink-0 px-2 text-body font-medium text-brand disabled:opacity-40"
              >
                {W.max}
              </button>
            }
          />
          {kind === 'usdt' && (
            <UsdtQuote amount={amount} rate={user.withdrawUsdtRate} protocol={card?.protocol ?? null} fees={user} />
          )}
          <TurnoverRow betAmount={betAmount} />
          <PayPasswordRow {...field('password')} label={W.payPassword} placeholder={W.payPasswordPlaceholder} />
        </div>
        {blocked && <RestrictedWithdrawNote />}
        <Button type="submit" size="lg" block loading={busy}>
          {busy ? W.submitting : W.submit}
        </Button>
      </form>
      <RealnameDialog open={realnameOpen} onClose={() => setAskRealname(false)} />
      {payGate.dialog}
    </>
  );
}

/**
 * The real name first, then the pay password: each a dialog, asked on arrival and again on submit;
 * each shows only while missing, so a user reloaded with it set (here or elsewhere) closes it.
 * docs/SCREENS.md#restricted: a restricted member can set neither (the server refuses both calls),
 * so no dialog opens and the form says why the withdrawal cannot go ahead (`blocked`).
 */
function useWithdrawGates(user: User) {
  const [askRealname, setAskRealname] = useState(true);
  const restricted = isRestricted(user);
  const realnameOpen = askRealname && needsRealname(user) && !restricted;
  const payGate = usePayPasswordGate(user, { waitFor: realnameOpen || restricted });
  const blocked = restricted && (needsRealname(user) || needsPayPassword(user));
  return { realnameOpen, setAskRealname, payGate, blocked };
}

/** What a restricted member lacking a real name or pay password reads instead of the dialogs. */
function RestrictedWithdrawNote() {
  return (
    <p role="note" className="rounded-card bg-gold-soft p-3 text-note text-ink" data-testid="withdraw-restricted-note">
      {t.protection.withdrawBlocked}{' '}
      <Link to="/kefu" className="font-medium text-brand underline">
        {t.protection.kefu}
      </Link>
    </p>
  );
}

type WithdrawInput = ReturnType<typeof useCheckedForm<WithdrawFields, WithdrawField>>;

/**
 * The form's input. A change of tab clears it, adjusted while rendering rather than in an
 * effect, so the other tab's input never shows for a frame.
 */
function useWithdrawInput(kind: CardKind): WithdrawInput {
  const checked = useCheckedForm<WithdrawFields, WithdrawField>(EMPTY);
  const [formKind, setFormKind] = useState(kind);
  if (formKind !== kind) {
    setFormKind(kind);
    checked.setForm(EMPTY);
  }
  return checked;
}

/**
 * 提交: the real name first, then the local checks, then the request; once accepted the form
 * clears, the balance shows what the answer says and the records open after a moment.
 */
function useWithdrawSubmit({
  kind,
  user,
  checked: { form, setForm, passes },
  card,
  amount,
  payGate,
  blocked,
  onAskRealname,
  onDone,
}: {
  kind: CardKind;
  user: User;
  checked: WithdrawInput;
  card: SavedCard | null;
  amount: Cents | null;
  payGate: PayPasswordGate;
  blocked: boolean;
  onAskRealname: () => void;
  onDone: () => void;
}) {
  const { submit: submitOnce, busy } = useSubmit();
  const { mutate } = useSWRConfig();
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (blocked) {
      toast.error(t.protection.withdrawBlocked);
      return;
    }
    // The real name comes first (docs/SCREENS.md#withdrawal): nothing else is checked until it is bound.
    if (needsRealname(user)) {
      onAskRealname();
      return;
    }
    if (payGate.blocks()) return;
    if (!passes(validateWithdraw({ kind, cardId: card ? card.id : null, amount, password: form.password }))) return;
    // Refused or no answer (the key is kept for the retry): either way everything typed stays.
    const done = await submitOnce((key) =>
      submitWithdraw({ amount: centsToDecimal(amount!), bank: card!.id, password: form.password }, key),
    );
    if (!done.ok) {
      payGate.onRefusal(done.error);
      return;
    }
    toast.success(W.submitted);
    setForm(EMPTY);
    // The held amount left the main wallet only: the answer's balance is shown (a legacy `[]`
    // costs one balance read); no venue moved. The turnover figure may have changed.
    void applyMoneyMoved(done.value.moved, { venues: false, mutate });
    onDone();
    redirect.current = setTimeout(() => navigate(AFTER_WITHDRAW), WITHDRAW_REDIRECT_MS);
  };
  return { submit, busy };
}

/** The turnover still to play (or the kind of figure the back end gives), read-only. */
function TurnoverRow({ betAmount }: { betAmount: ReturnType<typeof useBetAmount>['data'] }) {
  return (
    <FieldRow
      label={betAmount === undefined ? W.turnover : W.turnoverKinds[betAmount.kind]}
      value={betAmount === undefined ? '' : `¥${formatMoney(betAmount.amount)}`}
      placeholder={t.app.loading}
      readOnly
      tabIndex={-1}
    />
  );
}
