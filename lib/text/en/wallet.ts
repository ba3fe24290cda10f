import type { wallet as zh } from '../catalogue/wallet';
import type { Translation } from '../translation';

/** Wallet screens /account, /wallet, /money in English (the Chinese: ../catalogue/wallet.ts). */
export const wallet: Translation<typeof zh> = {
  totalAssets: 'Total assets',
  centralWallet: 'Main wallet',
  gameWallet: 'Game wallet',
  venueWallets: 'Venue wallets',
  expand: 'Show all',
  collapse: 'Show less',
  recycleAll: 'Collect all',
  recycling: 'Collecting…',
  refresh: 'Refresh balance',
  refreshed: 'Balance updated',
  shortcutsLabel: 'Funds',
  shortcuts: {
    deposit: 'Deposit',
    transfer: 'Transfer',
    withdraw: 'Withdraw',
    venueTransfer: 'Venue transfer',
    downlineTransfer: 'To downline',
    cards: 'Cards',
  },
  accountDetails: 'Account history',
  accountDetailsHint: 'Deposits, withdrawals and transfers',
  noVenues: 'No venue wallets yet',
  loadFailed: "Couldn't load venue balances",
  signIn: 'Log in to see your wallet',
  signInAction: 'Log in',
  unit: 'CNY',
};
