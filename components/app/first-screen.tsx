import { HALL_TABS } from '@/lib/home/game-categories';
import * as t from '@/lib/text/zh-CN';
import { CategoryTabs } from '@/components/home/category-tabs';
import { DefaultBanner } from '@/components/home/default-banner';
import { TileSkeletons } from '@/components/home/game-tile';
import { NoticeBarFrame } from '@/components/home/notice-bar-frame';
import { UserBoxFrame, VisitorPrompt } from '@/components/home/user-box-frame';
import { HEADER_BAR_CLASS, MainHeaderBar, VisitorActions } from '@/components/layout/main-header-bar';
import { ScreenSkeleton } from '@/components/layout/screen-skeleton';
import { ShellFrame } from '@/components/layout/shell-frame';
import { TAB_BAR_CLASS, TabList } from '@/components/layout/tab-list';
import { Skeleton } from '@/components/ui/skeleton';

const ignore = () => {};

/**
 * What the static export paints before any script runs, and what stays until the app has decided
 * the route: the hall's first screen with build-time defaults (site name, poster banner, visitor
 * box, category tabs; notices and tiles as placeholders), laid out exactly as the live hall so live
 * data lands without a shift. A deep link (any hash but the hall's) must never show the hall first:
 * the inline script of app/layout.tsx marks <html data-entry="screen"> before the first paint and
 * app/globals.css then shows the plain screen placeholder instead.
 */
export function FirstScreen() {
  return (
    <>
      <div data-first="hall">
        <ShellFrame
          header={
            <MainHeaderBar title={t.app.name}>
              <div data-visitor className="contents">
                <VisitorActions />
              </div>
            </MainHeaderBar>
          }
          tabBar={
            <nav aria-label={t.tabs.navLabel} className={TAB_BAR_CLASS}>
              <TabList active="hall" />
            </nav>
          }
        >
          <HallPlaceholder />
        </ShellFrame>
      </div>
      <div data-first="screen" aria-busy>
        <ShellFrame header={<div className={`${HEADER_BAR_CLASS} h-header`} />}>
          <ScreenSkeleton />
        </ShellFrame>
        {/* A deep link's first paint goes here before hydration (lib/router/first-paint.ts): React
            keeps what the inline script wrote, and the fragment is inert until the live screen. */}
        <div data-first="paint" inert dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      </div>
    </>
  );
}

/**
 * The hall's content before its chunk and data: also the hall's loading state in the live shell,
 * so the exported first screen and the live hall hand over without a blank frame. `member`: the
 * live shell knows the session, and a member's box shows a placeholder rather than 登录/注册.
 */
export function HallPlaceholder({ member = false }: { member?: boolean }) {
  return (
    <div className="flex flex-col gap-3 p-gutter" aria-busy>
      <DefaultBanner />
      <NoticeBarFrame>
        <Skeleton className="mx-2 h-3.5 flex-1" />
      </NoticeBarFrame>
      <UserBoxFrame>
        {member ? (
          <Skeleton className="h-16 w-full" />
        ) : (
          <div data-visitor className="contents">
            <VisitorPrompt />
          </div>
        )}
      </UserBoxFrame>
      <section className="flex flex-col gap-3">
        <CategoryTabs value={HALL_TABS[0].code} onChange={ignore} disabled />
        <TileSkeletons />
      </section>
    </div>
  );
}
