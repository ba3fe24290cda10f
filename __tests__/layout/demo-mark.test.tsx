import { render, screen } from '@testing-library/react';
import { mutate } from 'swr';
import { AppRoot } from '@/components/app/app-root';
import { mockFetch, ok } from '../support/fetch-mock';
import { resetApp } from '../support/render';

beforeEach(async () => {
  resetApp('#/login');
  await mutate(() => true, undefined, { revalidate: false });
});

describe('the demo site mark', () => {
  it('site_mode demo: 演示站 is shown over the app', async () => {
    mockFetch({ '/api/app': () => ok({ site_state: '1', site_mode: 'demo' }) });
    render(<AppRoot />);
    expect(await screen.findByTestId('demo-mark')).toHaveTextContent('演示站');
    expect(screen.getByRole('note', { name: /不涉及真实资金/ })).toBeInTheDocument();
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
