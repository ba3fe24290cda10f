import { TRANSFER_MESSAGES } from '@/contract/money/rules';
import type { transfer as zh } from '../catalogue/transfer';
import type { Translation } from '../translation';

/** Venue transfer /transfer and the game page's transfer popup in English (the Chinese: ../catalogue/transfer.ts). */
export const transfer: Translation<typeof zh> = {
  title: 'Transfer funds',
  directionLabel: 'Direction',
  directions: { 1: 'Main wallet → Venue', 2: 'Venue → Main wallet' },
  from: 'From',
  to: 'To',
  mainWallet: 'Main wallet',
  venue: 'Venue',
  chooseVenueLabel: 'Choose a venue',
  amount: 'Amount',
  amountPlaceholder: 'Enter an amount',
  all: 'All',
  available: (amount: string) => `Available ¥${amount}`,
  submit: 'Transfer now',
  submitting: 'Transferring…',
  autoTransfer: 'Auto transfer',
  autoTransferHint: 'Move your balance to the venue automatically when you open a game',
  expand: 'Show all',
  collapse: 'Show less',
  noVenues: 'No venues to transfer to',
  amountRequired: TRANSFER_MESSAGES.amountRequired,
  amountZero: TRANSFER_MESSAGES.amountZero,
  venueToVenue: TRANSFER_MESSAGES.venueToVenue,
  success: 'Transfer complete!',
  successWithNote: (note: string) => `Transfer complete! ${note}`,
  chooseVenue: 'Please choose a venue',
  wholeYuanOnly: 'This platform only transfers whole yuan. Please enter a whole number.',
};
