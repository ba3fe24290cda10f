/**
 * The withdrawal form's state (docs/SCREENS.md#withdrawal). Switching the tab clears the chosen card, the amount
 * and the password: a bank card id must never be sent as a USDT address, and an amount typed
 * for one destination should be re-thought for the other.
 */
import type { CardKind } from '@/lib/api/types';

export interface WithdrawForm {
  kind: CardKind;
  cardId: number | null;
  amount: string;
  password: string;
}

export type WithdrawAction =
  | { type: 'kind'; kind: CardKind }
  | { type: 'card'; cardId: number | null }
  | { type: 'amount'; amount: string }
  | { type: 'password'; password: string }
  /** After a successful withdrawal: same tab, everything else empty. */
  | { type: 'reset' };

export const emptyForm = (kind: CardKind): WithdrawForm => ({ kind, cardId: null, amount: '', password: '' });

export function withdrawFormReducer(state: WithdrawForm, action: WithdrawAction): WithdrawForm {
  switch (action.type) {
    case 'kind':
      return action.kind === state.kind ? state : emptyForm(action.kind);
    case 'card':
      return { ...state, cardId: action.cardId };
    case 'amount':
      return { ...state, amount: action.amount };
    case 'password':
      return { ...state, password: action.password };
    case 'reset':
      return emptyForm(state.kind);
  }
}
