'use client';
import { EXTENSIONS, useExtension } from '@/lib/api/backend';
import { useBalance } from '@/lib/api/user';
import { useBalanceList } from '@/lib/api/wallet';
import { BALANCE_LIST_POLL_MS } from '@/lib/constants';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { showsDownlineTile } from '@/lib/wallet/downline-tile';
import { walletTotals, WALLET_VENUES_COLLAPSED } from '@/lib/wallet/venues';
import { AccountDetailsLink } from '@/components/wallet/account-details-link';
import { LoginNeeded } from '@/components/auth/login-needed';
import { currentLocation } from '@/lib/router/location';
import { VenueGrid } from '@/components/wallet/venue-grid';
import { WalletShortcuts } from '@/components/wallet/wallet-shortcuts';
import { WalletSummary } from '@/components/wallet/wallet-summary';

/**
 * The wallet (docs/SCREENS.md#account), shared by /account, /wallet and /money: totals, venue balances
 * (3 collapsed, all expanded), recycle, shortcut tiles, account details. The venue list is
 * polled every 3.5 s (docs/SCREENS.md#polling); the central balance by the app's own 2.5 s poll.
 */
export function WalletView({ withCards }: { withCards: boolean }) {
  const { token, user } = useSession();
  const { data: central } = useBalance();
  const { data: venues, error, mutate } = useBalanceList(BALANCE_LIST_POLL_MS);
  const downlineOffered = useExtension(EXTENSIONS.downlineTransfer);
  if (!token) return <LoginNeeded variant="wallet" returnTo={currentLocation().full} />;
  const totals = walletTotals(central, venues, venues ? undefined : user?.gameBalance);

  return (
    <div className="flex flex-col gap-3 p-gutter">
      <WalletSummary total={totals.total} central={totals.central} game={totals.game} />
      <WalletShortcuts withCards={withCards} withDownline={showsDownlineTile(user, downlineOffered)} />
      <section className="rounded-card bg-surface p-4 shadow-card">
        <h2 className="mb-3 text-body font-semibold text-ink">{t.wallet.venueWallets}</h2>
        <VenueGrid
          label={t.wallet.venueWallets}
          venues={venues}
          failed={!!error && !venues}
          onRetry={() => void mutate()}
          collapsedCount={WALLET_VENUES_COLLAPSED}
          columns={3}
        />
      </section>
      <AccountDetailsLink />
    </div>
  );
}
