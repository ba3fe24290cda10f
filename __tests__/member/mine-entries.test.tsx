import { screen, within } from '@testing-library/react';
import MineOldScreen from '@/components/screens/member/mine-old-screen';
import MineScreen from '@/components/screens/member/mine-screen';
import { menuGroups } from '@/components/member/member-menu';
import { screenLoaders } from '@/components/screens/registry';
import { toUser } from '@/lib/api/normalise/member';
import { findRoute } from '@/lib/router/paths';
import { parseHash } from '@/lib/router/location';
import { saveUser, startSession } from '@/lib/session';
import { mockFetch, ok } from '../support/fetch-mock';
import { renderWithApp, resetApp } from '../support/render';

const pathOf = (href: string) => href.replace(/^#/, '').split('?')[0]!;

function setup(Screen: typeof MineScreen, isagent = 0) {
  resetApp('#/mine');
  mockFetch({ '/api/refreshusermoney': () => ok({ balance: '0' }), '/api/user': () => ok({ username: 'player01' }) });
  startSession('tok-1');
  saveUser(toUser({ username: 'player01', balance: '0', isagent }));
  renderWithApp(<Screen location={parseHash('#/mine')} />);
}

describe('/mine and /mine_old entries', () => {
  it('every menu entry and shortcut is a route of the table with a screen', () => {
    setup(MineScreen);
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href')!);
    expect(links.length).toBeGreaterThanOrEqual(15 + 6);
    for (const href of links) {
      const route = findRoute(pathOf(href));
      expect(route).toBeDefined();
      expect(screenLoaders[route!.path]).toBeDefined();
    }
  });

  it('shows 申请代理 to members and 代理登录 to agents', () => {
    const labels = (isAgent: boolean | null) =>
      menuGroups(isAgent)
        .flat()
        .map((e) => e.label);
    expect(labels(false)).toContain('申请代理');
    expect(labels(false)).not.toContain('代理登录');
    expect(labels(true)).toContain('代理登录');
    expect(labels(true)).not.toContain('申请代理');
    expect(labels(null)).not.toContain('申请代理');
    expect(labels(null)).not.toContain('代理登录');
  });

  it('代理计划 opens the agent programme page (/applyagent), never the terms article', () => {
    for (const isAgent of [false, true, null]) {
      const plan = menuGroups(isAgent)
        .flat()
        .find((e) => e.label === '代理计划');
      expect(plan?.to).toBe('/applyagent');
    }
  });

  it('/mine_old lists the same entries as /mine, as a grid, with the shortcuts', () => {
    setup(MineScreen);
    const menu = (name: string) =>
      within(screen.getByRole('navigation', { name }))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
    const mine = menu('功能菜单');
    document.body.innerHTML = '';
    setup(MineOldScreen);
    expect(menu('功能菜单')).toEqual(mine);
    expect(screen.getByRole('link', { name: '账户明细' })).toHaveAttribute('href', '#/transRecord');
  });
});
