import { CARD_MESSAGES } from '@/contract/cards/rules';
import type { cards as zh } from '../catalogue/cards';
import type { Translation } from '../translation';

/** Card management, bank cards and USDT addresses in English (the Chinese: ../catalogue/cards.ts). */
export const cards: Translation<typeof zh> = {
  kinds: { usdt: 'USDT addresses', bank: 'Bank cards' },
  kindLabel: 'Card type',
  count: (n: number, max: number) => `${n}/${max} linked`,
  add: { bank: 'Add bank card', usdt: 'Add USDT address' },
  empty: { bank: 'No bank cards linked yet', usdt: 'No USDT addresses linked yet' },
  limitHint: (max: number) => `Up to ${max} of each type`,
  masked: (last4: string) => `**** **** **** ${last4}`,
  unbind: 'Remove',
  unbindLabel: (name: string, last4: string) => `Remove ${name} ending ${last4}`,
  confirmUnbind: 'Remove this card?',
  unbound: CARD_MESSAGES.unbound,
  bound: CARD_MESSAGES.bound,
  owner: 'Cardholder name',
  ownerPlaceholder: "Enter the cardholder's name",
  bank: 'Bank',
  bankPlaceholder: 'Choose your bank',
  bankLoadFailed: "Couldn't load banks. Tap to retry.",
  branch: 'Branch address',
  branchPlaceholder: 'e.g. Chaoyang Branch, Beijing',
  number: 'Card number',
  numberPlaceholder: 'Enter your card number',
  address: 'USDT address',
  addressPlaceholder: 'Enter your USDT address',
  protocol: 'Network',
  payPassword: 'Payment password',
  payPasswordPlaceholder: 'Enter your payment password',
  submit: 'Confirm',
  usdtMoreLink: "What's the difference between TRC20 and ERC20?",
  ownerRequired: CARD_MESSAGES.ownerRequired,
  bankRequired: CARD_MESSAGES.bankRequired,
  branchRequired: CARD_MESSAGES.addressRequired,
  numberRequired: CARD_MESSAGES.numberRequired,
  payPasswordRequired: CARD_MESSAGES.payPassRequired,
  numberLength: CARD_MESSAGES.numberLength,
  payPasswordLength: CARD_MESSAGES.payPassLength,
  addressRequired: CARD_MESSAGES.usdtAddressRequired,
  protocolRequired: CARD_MESSAGES.protocolRequired,
  usdtMore: {
    title: 'TRC20 vs ERC20',
    intro:
      'USDT is a stablecoin pegged 1:1 to the US dollar and issued on several blockchains. We support USDT addresses on the TRC20 and ERC20 networks: link the one your wallet uses.',
    sections: [
      {
        title: 'TRC20 (recommended)',
        points: [
          'Runs on the TRON network. Addresses start with a capital T and are 34 characters long.',
          'Fast: usually 1–3 minutes.',
          'Low network fees.',
        ],
      },
      {
        title: 'ERC20',
        points: [
          'Runs on the Ethereum network. Addresses start with 0x and are 42 characters long.',
          'Speed depends on network congestion: usually 5–30 minutes.',
          'Higher network fees.',
        ],
      },
    ],
    warningTitle: 'Important',
    warnings: [
      "The two networks don't mix: USDT sent over TRC20 to an ERC20 address (or the other way round) never arrives and can't be recovered.",
      "Check your wallet's network for the receiving address before linking it.",
      'USDT received = withdrawal amount ÷ rate (rounded down to 2 decimal places) − the network fee of the chosen network.',
    ],
    bind: 'Link a USDT address',
  },
};
