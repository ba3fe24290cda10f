import { act, fireEvent, render, screen } from '@testing-library/react';
import { A2hsGuide } from '@/components/home/a2hs-guide';
import { KEYS } from '@/lib/storage';
import { beijingToday } from '@/lib/time';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const realUA = navigator.userAgent;
const setUA = (ua: string) => Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });

beforeEach(() => localStorage.clear());

/** The card loads on demand: let it arrive before asserting that nothing shows. */
const cardSettled = () =>
  act(async () => {
    await import('@/components/home/a2hs-card');
  });
afterEach(() => setUA(realUA));

describe('add-to-home-screen guide', () => {
  it("shows Safari's three steps on iOS and, dismissed, stores the Beijing date and hides", async () => {
    setUA(IPHONE_SAFARI);
    render(<A2hsGuide enabled />);
    expect(await screen.findByText('第1步')).toBeInTheDocument();
    expect(screen.getByText('第3步')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '以后再说' }));
    expect(localStorage.getItem(KEYS.guideDate)).toBe(beijingToday());
    expect(screen.queryByText('第1步')).not.toBeInTheDocument();
  });

  it('stays hidden while the system popup is still up, and after a recent dismissal', async () => {
    setUA(IPHONE_SAFARI);
    const { unmount } = render(<A2hsGuide enabled={false} />);
    await cardSettled();
    expect(screen.queryByText('第1步')).not.toBeInTheDocument();
    unmount();
    localStorage.setItem(KEYS.guideDate, beijingToday());
    render(<A2hsGuide enabled />);
    await cardSettled();
    expect(screen.queryByText('第1步')).not.toBeInTheDocument();
  });

  it('shows nothing in a browser that can neither prompt nor be guided', async () => {
    render(<A2hsGuide enabled />);
    await cardSettled();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
