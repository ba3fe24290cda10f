import { useState } from 'react';
import type { Refusal } from '@/contract/common/rules';
import { toast } from '@/lib/ui/toast';
import { useFieldFocus } from './use-field-focus';

/**
 * The one way a form holds its input: its values, the refused-field highlight and a typed setter
 * that clears the highlight while the player corrects the field. `passes(refusal)` takes what a
 * validator answered (contract/common/rules.ts `Refusal`, or null), toasts it and focuses its
 * field, so every form reports a local check the same way. `field(name)` wires one input row to
 * all of that. Every form of the app (docs/ARCHITECTURE.md "Forms") stands on it.
 */
export function useCheckedForm<I extends Record<F, unknown>, F extends Extract<keyof I, string>>(
  initial: I | (() => I),
) {
  const [form, setForm] = useState<I>(initial);
  const focus = useFieldFocus<F>();
  const set =
    <K extends F>(field: K) =>
    (value: I[K]) => {
      focus.clear(field);
      setForm((f) => ({ ...f, [field]: value }));
    };
  const passes = (refusal: Refusal<F> | null | undefined): boolean => {
    if (!refusal) return true;
    toast.error(refusal.message);
    focus.refuse(refusal.field);
    return false;
  };
  /** Everything a plain input row of `field` takes: its ref, value, setter and highlight. */
  const field = <K extends F>(name: K) => ({
    ref: focus.ref(name),
    value: form[name],
    onChange: set(name),
    invalid: focus.invalid === name,
  });
  return { form, setForm, focus, set, passes, field };
}
