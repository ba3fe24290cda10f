import { act, render, screen, waitFor, within } from '@testing-library/react';
import { AppRoot } from '@/components/app/app-root';
import { navigate } from '@/lib/router/navigate';
import { toastStore } from '@/lib/ui/toast';
import { mutate } from 'swr';
import { mockFetch, ok } from '../support/fetch-mock';
import { resetApp } from '../support/render';

// docs/SCREENS.md#tab-bar: the hall tab leads to /home and is lit on both / and /home.
beforeEach(async () => {
  await mutate(() => true, undefined, { revalidate: false });
  mockFetch({ '/api/app': () => ok({}) });
});

const hallTab = () => within(screen.getByRole('navigation', { name: '主导航' })).getByRole('link', { name: '大厅' });

describe('the hall tab', () => {
  it.each(['#/', '#/home'])('on %s it leads to /home and is lit', async (hash) => {
    resetApp(hash);
    render(<AppRoot />);
    await waitFor(() => expect(hallTab()).toHaveAttribute('aria-current', 'page'));
    expect(hallTab()).toHaveAttribute('href', '#/home');
  });

  it('on another tab it is not lit, and a tap goes to /home', async () => {
    resetApp('#/discover');
    render(<AppRoot />);
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: '主导航' })).getByRole('link', { name: '发现' }),
      ).toHaveAttribute('aria-current', 'page'),
    );
    expect(hallTab()).not.toHaveAttribute('aria-current');
    act(() => hallTab().click());
    expect(window.location.hash).toBe('#/home');
    await waitFor(() => expect(hallTab()).toHaveAttribute('aria-current', 'page'));
  });

  it('a deep link to / or /home still opens the hall, and the tab on / is 已在当前页面！', async () => {
    resetApp('#/');
    render(<AppRoot />);
    await waitFor(() => expect(hallTab()).toHaveAttribute('aria-current', 'page'));
    act(() => hallTab().click());
    expect(window.location.hash).toBe('#/');
    expect(toastStore.get().map((x) => x.text)).toContain('已在当前页面！');
  });
});

describe('navigate: / and /home are one screen', () => {
  beforeEach(() => toastStore.set([]));

  it('going from / to /home (or back) stays and says 已在当前页面！', () => {
    window.location.hash = '#/';
    expect(navigate('/home')).toBe(false);
    expect(toastStore.get().map((x) => x.text)).toEqual(['已在当前页面！']);
    toastStore.set([]);
    window.location.hash = '#/home';
    expect(navigate('/')).toBe(false);
    expect(toastStore.get().map((x) => x.text)).toEqual(['已在当前页面！']);
  });

  it('another query is another place', () => {
    window.location.hash = '#/';
    expect(navigate('/home?tab=2')).toBe(true);
    expect(window.location.hash).toBe('#/home?tab=2');
  });
});
