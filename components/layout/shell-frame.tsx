import clsx from 'clsx';
import type { ReactNode } from 'react';

/**
 * The page frame every screen sits in: header, content (clear of the tab bar or the safe area), tab
 * bar. Shared by the live shell and the exported first screen so both lay out the same.
 */
export function ShellFrame({
  header,
  tabBar,
  padTop = false,
  children,
}: {
  header: ReactNode;
  /** The fixed tab bar, on the main tabs' screens only. */
  tabBar?: ReactNode;
  /** A screen without a header keeps clear of the notch itself. */
  padTop?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex min-h-dvh max-w-app flex-col bg-page">
      {header}
      <main
        className={clsx(
          'flex flex-1 flex-col',
          tabBar ? 'pb-[calc(theme(spacing.tabbar)+env(safe-area-inset-bottom))]' : 'pb-safe-bottom',
          padTop && 'pt-safe-top',
        )}
      >
        {children}
      </main>
      {tabBar}
    </div>
  );
}
