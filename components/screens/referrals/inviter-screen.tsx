'use client';
import { DocumentTextIcon, GiftIcon, LinkIcon } from '@heroicons/react/24/outline';
import { useInviteInfo } from '@/lib/api/referrals';
import { navigate, replaceRoute } from '@/lib/router/navigate';
import { hrefTo, parseQuery, type InviterQuery } from '@/lib/router/queries';
import type { ScreenProps } from '@/lib/router/types';
import { useSession } from '@/lib/session';
import * as t from '@/lib/text/zh-CN';
import { LoadError } from '@/components/list/infinite-list';
import { LoginPrompt } from '@/components/member/login-prompt';
import { DetailTab } from '@/components/referrals/detail-tab';
import { IntroTab } from '@/components/referrals/intro-tab';
import { LinkTab } from '@/components/referrals/link-tab';
import { Button } from '@/components/ui/button';
import { TabStrip, type TabOption } from '@/components/ui/segmented-tabs';
import { Skeleton } from '@/components/ui/skeleton';

const I = t.invite;
const TABS: TabOption<InviterQuery['tab']>[] = [
  { value: 'link', label: I.tabs.link },
  { value: 'intro', label: I.tabs.intro },
  { value: 'detail', label: I.tabs.detail },
];
const ICONS: Record<InviterQuery['tab'], typeof LinkIcon> = {
  link: LinkIcon,
  intro: GiftIcon,
  detail: DocumentTextIcon,
};

/**
 * A legacy back end without the invite calls whose answers never named this member's id (they
 * only logged in): no link can be built, so say why and offer customer service; not an error.
 */
function NoMemberId() {
  return (
    <section
      data-testid="invite-no-id"
      className="flex flex-col items-center gap-4 rounded-card bg-surface p-6 text-center shadow-card"
    >
      <p className="text-body text-ink">{I.noMemberId}</p>
      <Button onClick={() => navigate('/kefu')}>{I.contactService}</Button>
    </section>
  );
}

/**
 * /inviter (docs/SCREENS.md#inviter): three bottom tabs, the invite link (poster and share
 * sheet), the gift-money introduction and the details. The tab is the query (?tab=), so back and
 * reload keep it. Open route: a visitor is asked to log in.
 */
export default function InviterScreen({ location }: ScreenProps) {
  const { tab } = parseQuery('/inviter', location);
  const { token } = useSession();
  const info = useInviteInfo();

  if (!token) return <LoginPrompt text={I.loginFirst} action={I.toLogin} here={location.full} />;

  let body;
  if (tab === 'detail') body = <DetailTab />;
  else if (tab === 'link' && info.missingId) body = <NoMemberId />;
  else if (info.data) body = tab === 'intro' ? <IntroTab info={info.data} /> : <LinkTab info={info.data} />;
  else if (info.error) body = <LoadError error={info.error} onRetry={info.retry} />;
  else body = <Skeleton className="h-80 w-full rounded-card" />;

  return (
    <div className="flex flex-col">
      <TabStrip
        options={TABS}
        value={tab}
        onChange={(key) => replaceRoute(hrefTo('/inviter', { tab: key }))}
        label={I.tabsLabel}
        panelFirst
        panel={body}
        panelClassName="p-gutter pb-[calc(theme(spacing.tabbar)+16px+env(safe-area-inset-bottom))]"
        look={{
          list: 'fixed inset-x-0 bottom-0 z-tabbar mx-auto flex max-w-app border-t border-line bg-surface pb-safe-bottom',
          tab: 'flex h-tabbar flex-1 flex-col items-center justify-center gap-0.5 text-caption',
          focus: '-outline-offset-4',
          selected: 'text-brand',
          idle: 'text-ink-muted',
        }}
        renderTab={(x) => {
          const Icon = ICONS[x.value];
          return (
            <>
              <Icon className="h-6 w-6" aria-hidden />
              {x.label}
            </>
          );
        }}
      />
    </div>
  );
}
