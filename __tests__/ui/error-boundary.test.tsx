/**
 * A failure stays where it happened: a screen, an extra loaded after the first screen, the alert's
 * code. The framework's own error page (in English, the whole app gone) is never what a player meets.
 */
import { lazy, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { CrashNotice } from '@/components/app/crash-notice';
import { AfterFirstScreen } from '@/components/ui/after-first-screen';
import { onceFirstScreenUp } from '@/lib/ui/after-first-screen';

function Broken(): never {
  throw new Error('render failed');
}

const gone = () => lazy(() => Promise.reject(new Error('Failed to load chunk /_next/static/chunks/x.js')));

// React reports a caught error on the console; what the player sees is the point.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('the notice in place of what failed', () => {
  it('says in Chinese that the page failed, and reloads it on 重新加载', async () => {
    const onReload = jest.fn();
    render(<CrashNotice onReload={onReload} />);
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('页面出错了');
    expect(notice).toHaveTextContent('请重新加载页面；如果问题持续，请稍后再试');
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('takes the place of children that throw, and is told once', () => {
    const onError = jest.fn();
    render(
      <>
        <nav>大厅</nav>
        <ErrorBoundary fallback={<CrashNotice />} onError={onError}>
          <Broken />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('页面出错了');
    expect(screen.getByText('大厅')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('takes the place of a screen whose chunk cannot load', async () => {
    const Gone = gone();
    render(
      <ErrorBoundary fallback={<CrashNotice />}>
        <Suspense fallback={<p>加载中</p>}>
          <Gone />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('页面出错了');
  });

  it('starts afresh under another key (the router keys it by route)', () => {
    const { rerender } = render(
      <ErrorBoundary key="/broken" fallback={<CrashNotice />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <ErrorBoundary key="/mine" fallback={<CrashNotice />}>
        <p>我的</p>
      </ErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('我的')).toBeInTheDocument();
  });
});

it('an extra loaded after the first screen whose chunk cannot load is left out; the page goes on', async () => {
  const Gone = gone();
  render(
    <>
      <p>大厅</p>
      <AfterFirstScreen>
        <Gone />
      </AfterFirstScreen>
    </>,
  );
  await act(() => new Promise<void>((up) => onceFirstScreenUp(up)));
  await act(async () => {});
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByText('大厅')).toBeInTheDocument();
});
