import { fireEvent, screen } from '@testing-library/react';
import UserCentScreen from '@/components/screens/profile/user-cent-screen';
import { toUser } from '@/lib/api/normalise/member';
import { chooseLanguage } from '@/lib/i18n/choice';
import { parseHash } from '@/lib/router/location';
import { saveUser, startSession } from '@/lib/session';
import { mockFetch } from '../support/fetch-mock';
import { renderWithApp, resetApp } from '../support/render';

// jsdom cannot navigate: what choosing does (store, move) is lib/i18n/choice.ts's, tested apart.
jest.mock('@/lib/i18n/choice', () => ({ chooseLanguage: jest.fn() }));

describe('语言 on /userCent', () => {
  beforeEach(() => {
    resetApp('#/userCent');
    startSession('tok-1');
    saveUser(toUser({ username: 'player01', balance: '0' }));
    mockFetch({});
  });

  it("offers 中文 and English, each named in its own language, with this build's checked", () => {
    renderWithApp(<UserCentScreen location={parseHash('#/userCent')} />);
    const group = screen.getByRole('radiogroup', { name: '语言' });
    expect(group).toBeInTheDocument();
    const chinese = screen.getByRole('radio', { name: '中文' });
    const english = screen.getByRole('radio', { name: 'English' });
    expect(chinese).toHaveAttribute('aria-checked', 'true');
    expect(chinese).toHaveAttribute('lang', 'zh-CN');
    expect(english).toHaveAttribute('lang', 'en');
    expect(screen.getByText('选择后将以该语言重新打开当前页面')).toBeInTheDocument();
  });

  it('choosing English hands the choice to the language switch', () => {
    renderWithApp(<UserCentScreen location={parseHash('#/userCent')} />);
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(chooseLanguage).toHaveBeenCalledWith('en');
  });
});
