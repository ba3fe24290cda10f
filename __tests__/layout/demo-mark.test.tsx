import { render, screen } from '@testing-library/react';
import { mutate } from 'swr';
import { AppRoot } from '@/components/app/app-root';
import { forgetAppInfoForTests } from '@/lib/api/app';
import { findRoute } from '@/lib/router/paths';
import { Header } from '@/components/layout/header';
import { mockFetch, ok } from '../support/fetch-mock';
import { renderWithApp, resetApp } from '../support/render';

beforeEach(async () => {
  resetApp('#/login');
  forgetAppInfoForTests();
  await mutate(() => true, undefined, { revalidate: false });
});

describe('the demo site mark', () => {
  it('site_mode demo: 演示站 is a part of the header, in its flow (never laid over the title)', async () => {
    mockFetch({ '/api/app': () => ok({ site_state: '1', site_mode: 'demo' }) });
    render(<AppRoot />);
    const mark = await screen.findByTestId('demo-mark');
    expect(mark).toHaveTextContent('演示站');
    expect(screen.getByRole('note', { name: /不涉及真实资金/ })).toBe(mark);
    // /login's back bar: in the column beside the centred title.
    expect(mark.closest('header')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(mark.className).not.toMatch(/\b(fixed|absolute)\b/);
  });

  it('on the main bar: under the site name, in the logo link, whose name holds both (label in name)', async () => {
    mockFetch({ '/api/app': () => ok({ site_state: '1', site_mode: 'demo', title: '演示娱乐城' }) });
    renderWithApp(<Header route={findRoute('/')!} />);
    const mark = await screen.findByTestId('demo-mark');
    expect(mark.closest('header')).not.toBeNull();
    expect(mark.closest('a')).toHaveAccessibleName(/^演示娱乐城 演示站：演示数据与沙盒支付，不涉及真实资金$/);
  });

  it('site_mode live or not said (operator servers): no mark', async () => {
    for (const answer of [{ site_mode: 'live' }, {}]) {
      mockFetch({ '/api/app': () => ok({ site_state: '1', ...answer }) });
      const { unmount } = render(<AppRoot />);
      await screen.findByRole('button', { name: '登录' });
      expect(screen.queryByTestId('demo-mark')).toBeNull();
      unmount();
      await mutate(() => true, undefined, { revalidate: false });
    }
  });
});
