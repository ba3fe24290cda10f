'use client';
import {
  ArrowDownTrayIcon,
  BanknotesIcon,
  BriefcaseIcon,
  ChartBarIcon,
  ChevronRightIcon,
  Cog6ToothIcon,
  GiftIcon,
  HeartIcon,
  IdentificationIcon,
  KeyIcon,
  MegaphoneIcon,
  PercentBadgeIcon,
  QuestionMarkCircleIcon,
  ReceiptPercentIcon,
  SparklesIcon,
  TrophyIcon,
  UserGroupIcon,
  UserPlusIcon,
} from '@heroicons/react/24/outline';
import { Link } from '@/lib/router/link';
import { AGENT_PLAN_HREF } from '@/lib/content/site-pages';
import { hrefTo } from '@/lib/router/queries';
import * as t from '@/lib/text/zh-CN';
import { LogoutButton } from '@/components/auth/logout-button';
import type { Icon } from '@/components/ui/shortcut-icon';

interface Entry {
  to: string;
  label: string;
  icon: Icon;
}

const L = t.mine.list;
const ROW_ICON_CLASS = 'h-5 w-5 shrink-0 text-brand';

/**
 * The list of docs/SCREENS.md#mine, in groups. The agent entry depends on isagent: agents get the
 * agent back-office login, everyone else the application form.
 */
export function menuGroups(isAgent: boolean | null): Entry[][] {
  // Unknown until the user has loaded: neither entry rather than the wrong one.
  const agentEntry: Entry[] =
    isAgent === null
      ? []
      : isAgent
        ? [{ to: hrefTo('/gamePage', { dailiD: '1' }), label: L.agentLogin, icon: IdentificationIcon }]
        : [{ to: '/applyagent', label: L.applyAgent, icon: BriefcaseIcon }];
  return [
    [
      { to: '/vip2', label: L.level, icon: TrophyIcon },
      { to: '/vip', label: L.vipCentre, icon: SparklesIcon },
      { to: '/inviter', label: L.invite, icon: UserPlusIcon },
      { to: '/message', label: L.notices, icon: MegaphoneIcon },
      { to: AGENT_PLAN_HREF, label: L.agentPlan, icon: UserGroupIcon },
      ...agentEntry,
    ],
    [
      { to: '/activity', label: L.activityCentre, icon: GiftIcon },
      { to: '/profit-loss', label: L.profitLoss, icon: ChartBarIcon },
      { to: '/cashback-rates', label: L.cashbackRates, icon: PercentBadgeIcon },
      { to: '/fanshui', label: L.rebate, icon: ReceiptPercentIcon },
      { to: '/welfare', label: L.welfare, icon: BanknotesIcon },
    ],
    [
      { to: '/userCent', label: L.settings, icon: Cog6ToothIcon },
      { to: hrefTo('/password', { kind: 'login' }), label: L.password, icon: KeyIcon },
      { to: '/boutBallBet', label: L.help, icon: QuestionMarkCircleIcon },
      // Always shown: the page's self-assessment and help lines work on every back end.
      { to: '/responsible', label: t.routes.responsible, icon: HeartIcon },
      { to: '/app', label: L.appDownload, icon: ArrowDownTrayIcon },
    ],
  ];
}

/**
 * `list` (/mine): grouped rows with a chevron. `grid` (/mine_old, the older layout): every entry
 * as an icon tile, four to a row, in the same order. `iconGroups`: only the first so many groups of
 * the list draw their icons, the rest an empty place of the same size (a first paint's rows below
 * the first screen); all by default.
 */
export function MemberMenu({
  isAgent,
  layout = 'list',
  iconGroups = Infinity,
}: {
  isAgent: boolean | null;
  layout?: 'list' | 'grid';
  iconGroups?: number;
}) {
  const groups = menuGroups(isAgent);
  return (
    <nav aria-label={t.mine.menuLabel} className="flex flex-col gap-3">
      {layout === 'grid' ? (
        <ul className="grid grid-cols-4 gap-y-2 rounded-card bg-surface py-3 shadow-card">
          {groups.flat().map((entry) => (
            <li key={entry.label}>
              <Link
                to={entry.to}
                className="flex min-h-touch flex-col items-center justify-center gap-1.5 px-1 py-2 text-center text-note text-ink"
              >
                <entry.icon className="h-6 w-6 text-brand" aria-hidden />
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        groups.map((group, i) => (
          <ul key={i} className="overflow-hidden rounded-card bg-surface shadow-card">
            {group.map((entry) => (
              <li key={entry.label} className="border-b border-line last:border-b-0">
                <Link
                  to={entry.to}
                  className="flex min-h-touch items-center gap-3 px-4 py-3 text-body text-ink active:bg-surface-sunken"
                >
                  {i < iconGroups ? (
                    <entry.icon className={ROW_ICON_CLASS} aria-hidden />
                  ) : (
                    <span className={ROW_ICON_CLASS} />
                  )}
                  <span className="flex-1">{entry.label}</span>
                  <ChevronRightIcon className="h-4 w-4 text-ink-faint" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        ))
      )}
      <LogoutButton className="bg-surface py-3 shadow-card active:bg-surface-sunken" />
    </nav>
  );
}
