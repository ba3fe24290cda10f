import { screen } from '@testing-library/react';
import HelpScreen from '@/components/screens/content/help-screen';
import UserCentScreen from '@/components/screens/profile/user-cent-screen';
import { menuGroups } from '@/components/member/member-menu';
import { toUser } from '@/lib/api/normalise/member';
import { saveUser, startSession } from '@/lib/session';
import { mockFetch, ok } from '../support/fetch-mock';
import { legacyBackend, loc, renderWithApp, resetApp } from '../support/render';

/** 理性游戏 is reachable from /mine, /userCent and the help centre on every back end (the page's open parts work anywhere). */
describe('links to 理性游戏 /responsible', () => {
  it('/mine lists it for agents and players alike', () => {
    for (const isAgent of [null, true, false])
      expect(menuGroups(isAgent).flat()).toContainEqual(
        expect.objectContaining({ to: '/responsible', label: '理性游戏' }),
      );
  });

  it('/userCent shows it, on a legacy back end too', () => {
    legacyBackend([]);
    resetApp('#/userCent');
    mockFetch({});
    startSession('tok-1');
    saveUser(toUser({ username: 'player01', balance: '0' }));
    renderWithApp(<UserCentScreen location={loc('#/userCent')} />);
    expect(screen.getByRole('link', { name: '理性游戏' })).toHaveAttribute('href', '#/responsible');
  });

  it('the help centre’s footer leads there, also when no article is published', async () => {
    resetApp('#/boutBallBet');
    mockFetch({ '/api/articleList': () => ok([]) });
    renderWithApp(<HelpScreen location={loc('#/boutBallBet')} />);
    expect(await screen.findByText('暂无帮助文章')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '理性游戏' })).toHaveAttribute('href', '#/responsible');
  });
});
