import { CARD_MESSAGES, MAX_CARDS_PER_TYPE, PAY_PASSWORD_LENGTH } from '../../cards/rules.ts';
import { byKey, type Messages } from '../matcher.ts';

export const cards: Messages = {
  exact: byKey(CARD_MESSAGES, {
    ownerRequired: 'Please enter the name',
    bankRequired: 'Please enter the bank',
    addressRequired: 'Please enter the bank branch address',
    numberRequired: 'Please enter the card number',
    payPassRequired: 'Please enter your payment password',
    numberLength: 'Please enter a card number of the right length',
    payPassLength: `Your payment password must be ${PAY_PASSWORD_LENGTH.min}–${PAY_PASSWORD_LENGTH.max} characters`,
    usdtAddressRequired: 'Please enter a USDT address',
    protocolRequired: 'Please choose a wallet network',
    usdtAddressInvalid: 'Please enter a valid USDT address',
    tooMany: `You can add at most ${MAX_CARDS_PER_TYPE} cards`,
    duplicate: 'This card is already added',
    noPayPassword: 'Please set a payment password first',
    wrongPayPassword: 'Incorrect payment password',
    bound: 'Added successfully',
    unbound: 'Removed successfully',
    notFound: 'Card not found',
    ownerMismatch: 'The cardholder’s name must match your verified real name',
  }),
};
