'use client';
import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { useCards } from '@/lib/api/cards';
import type { CardKind, User } from '@/lib/api/types';
import { useBalance } from '@/lib/api/user';
import { useSubmit } from '@/lib/api/use-submit';
import { applyMoneyMoved } from '@/lib/api/wallet';
import { submitWithdraw, useBetAmount } from '@/lib/api/withdraw';
import { WITHDRAW_REDIRECT_MS } from '@/lib/constants';
import { centsToDecimal, formatMoney } from '@/lib/money';
import { navigate } from '@/lib/router/navigate';
import { hrefTo } from '@/lib/router/queries';
import * as t from '@/lib/text/zh-CN';
import { toast } from '@/lib/ui/toast';
import { needsRealname, validateWithdraw, type WithdrawField } from '@/lib/validation/withdraw';
import { amountToCents, sanitizeAmountInput } from '@/lib/wallet/amount';
import { emptyForm, withdrawFormReducer } from '@/lib/withdraw/form';
import { Button } from '@/components/ui/button';
import { useFieldFocus } from '@/components/ui/use-field-focus';
import { PayPasswordRow } from '@/components/cards/pay-password-row';
import { CardPicker } from './card-picker';
import { FieldRow } from '@/components/ui/field-row';
import { RealnameDialog } from './realname-dialog';
import { UsdtQuote } from './usdt-quote';

const W = t.withdraw;
/** Where the player sees the request they just made (docs/SCREENS.md#withdrawal: after about 1.5 s, to /transRecord). */
const AFTER_WITHDRAW = hrefTo('/transRecord', { type: 2 });

/**
 * The withdrawal form (docs/SCREENS.md#withdrawal). `kind` comes from the route's tab; a change of tab
 * clears the card, the amount and the password (lib/withdraw/form.ts).
 */
export function WithdrawForm({ kind, user }: { kind: CardKind; user: User }) {
  const [form, dispatch] = useReducer(withdrawFormReducer, kind, emptyForm);
  // Asked on arrival and again on submit; it shows only while no real name is bound, so a
  // user reloaded with a bound name (here or elsewhere) closes it.
  const [askRealname, setAskRealname] = useState(true);
  const realnameOpen = askRealname && needsRealname(user);
  const focus = useFieldFocus<WithdrawField>();
  const { submit: submitOnce, busy } = useSubmit();
  const { mutate } = useSWRConfig();
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { data: central } = useBalance();
  const { data: betAmount, mutate: reloadBetAmount } = useBetAmount();
  const { data: cards } = useCards(form.kind);

  useEffect(() => dispatch({ type: 'kind', kind }), [kind]);
  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  const amount = amountToCents(form.amount);
  const card = cards?.find((c) => c.id === form.cardId) ?? null;

  const setAmount = (text: string) => {
    focus.clear('amount');
    dispatch({ type: 'amount', amount: sanitizeAmountInput(text) });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    // The real name comes first (docs/SCREENS.md#withdrawal): nothing else is checked until it is bound.
    if (needsRealname(user)) {
      setAskRealname(true);
      return;
    }
    const invalid = validateWithdraw({
      kind: form.kind,
      cardId: card ? card.id : null,
      amount,
      password: form.password,
    });
    if (invalid) {
      toast.error(invalid.message);
      focus.refuse(invalid.field);
      return;
    }
    // Refused or no answer (the key is kept for the retry): either way everything typed stays.
    const done = await submitOnce((key) =>
      submitWithdraw({ amount: centsToDecimal(amount!), bank: card!.id, password: form.password }, key),
    );
    if (!done.ok) return;
    toast.success(W.submitted);
    dispatch({ type: 'reset' });
    // The held amount left the main wallet only: the answer's balance is shown (a legacy `[]`
    // costs one balance read); no venue moved. The turnover figure may have changed.
    void applyMoneyMoved(done.value.moved, { venues: false, mutate });
    void reloadBetAmount();
    redirect.current = setTimeout(() => navigate(AFTER_WITHDRAW), WITHDRAW_REDIRECT_MS);
  };

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="overflow-hidden rounded-card bg-surface shadow-card">
          <CardPicker
            kind={form.kind}
            selectedId={form.cardId}
            invalid={focus.invalid === 'card'}
            onSelect={(id) => {
              focus.clear('card');
              dispatch({ type: 'card', cardId: id });
            }}
          />
          <FieldRow
            ref={focus.ref('amount')}
            label={W.amount}
            value={form.amount}
            onChange={setAmount}
            placeholder={W.amountPlaceholder}
            invalid={focus.invalid === 'amount'}
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
          {form.kind === 'usdt' && (
            <UsdtQuote amount={amount} rate={user.withdrawUsdtRate} protocol={card?.protocol ?? null} fees={user} />
          )}
          <FieldRow
            label={betAmount === undefined ? W.turnover : W.turnoverKinds[betAmount.kind]}
            value={betAmount === undefined ? '' : `¥${formatMoney(betAmount.amount)}`}
            placeholder={t.app.loading}
            readOnly
            tabIndex={-1}
          />
          <PayPasswordRow
            ref={focus.ref('password')}
            label={W.payPassword}
            placeholder={W.payPasswordPlaceholder}
            value={form.password}
            onChange={(v) => {
              focus.clear('password');
              dispatch({ type: 'password', password: v });
            }}
            invalid={focus.invalid === 'password'}
          />
        </div>
        <Button type="submit" size="lg" block loading={busy}>
          {busy ? W.submitting : W.submit}
        </Button>
      </form>
      <RealnameDialog open={realnameOpen} onClose={() => setAskRealname(false)} />
    </>
  );
}
