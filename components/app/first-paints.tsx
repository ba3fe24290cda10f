'use client';
import type { ComponentType } from 'react';
import { PAINT_BODY } from '@/lib/router/first-paint';
import { parseHash } from '@/lib/router/parse-hash';
import { FIRST_PAINTS, findRoute, type FirstPaintPath } from '@/lib/router/paths';
import type { ScreenProps } from '@/lib/router/types';
import { AppShell } from '@/components/layout/app-shell';
import LoginScreen from '@/components/screens/auth/login-screen';
import RegScreen from '@/components/screens/auth/reg-screen';
import ResponsibleScreen from '@/components/screens/protection/responsible-screen';

/**
 * The screens of the routes with a first paint, as the registry (components/screens/registry.ts)
 * loads them; __tests__/perf/first-paints.test.tsx holds the two to the same modules.
 */
export const PAINT_SCREENS: Record<FirstPaintPath, ComponentType<ScreenProps>> = {
  '/login': LoginScreen,
  '/reg': RegScreen,
  '/responsible': ResponsibleScreen,
};

/**
 * Build only (app/first-paints/page.tsx): each declared route's first screen in its loading state,
 * rendered by the live shell and screen, one <template> per route. scripts/first-paints.mjs cuts them
 * out into the per-route files the inline first-reads script fetches, then deletes this page.
 */
export function FirstPaints() {
  return FIRST_PAINTS.map((path) => {
    const Screen = PAINT_SCREENS[path];
    return (
      <template key={path} data-route={path}>
        <AppShell route={findRoute(path)!}>
          <div className="contents" {...{ [PAINT_BODY]: '' }}>
            <Screen location={parseHash(path)} />
          </div>
        </AppShell>
      </template>
    );
  });
}
