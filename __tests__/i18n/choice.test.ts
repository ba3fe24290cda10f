import { chooseLanguage, storedLanguage } from '@/lib/i18n/choice';
import { clearAllStorage, KEYS } from '@/lib/storage';

/** A Location whose replace() is recorded instead of navigating (jsdom cannot navigate). */
function fakeLocation(hash: string, search = ''): Location & { moved: string[] } {
  const moved: string[] = [];
  return { hash, search, pathname: '/', moved, replace: (url: string) => moved.push(url) } as unknown as Location & {
    moved: string[];
  };
}

beforeEach(() => localStorage.clear());

describe('the language choice of /userCent', () => {
  it('is unset until the player chooses (the browser language decides)', () => {
    expect(storedLanguage()).toBeNull();
    localStorage.setItem(KEYS.language, 'fr');
    expect(storedLanguage()).toBeNull();
  });
  it('choosing English stores it and opens /en/ on the same hash route', () => {
    const where = fakeLocation('#/userCent', '?pid=3');
    expect(chooseLanguage('en', where)).toBe('/en/?pid=3#/userCent');
    expect(where.moved).toEqual(['/en/?pid=3#/userCent']);
    expect(storedLanguage()).toBe('en');
  });
  it("choosing this build's language (Chinese here) only stores it", () => {
    const where = fakeLocation('#/userCent');
    expect(chooseLanguage('zh', where)).toBeNull();
    expect(where.moved).toEqual([]);
    expect(storedLanguage()).toBe('zh');
  });
  it('survives logout (clearAllStorage keeps it)', () => {
    chooseLanguage('zh', fakeLocation('#/'));
    localStorage.setItem(KEYS.token, 'tok');
    clearAllStorage();
    expect(localStorage.getItem(KEYS.token)).toBeNull();
    expect(storedLanguage()).toBe('zh');
  });
});

describe('the English build', () => {
  afterEach(() => {
    delete process.env.APP_LANG;
  });
  it('moves back to / with the route when the player chooses 中文', () => {
    process.env.APP_LANG = 'en';
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const english = require('@/lib/i18n/choice') as typeof import('@/lib/i18n/choice');
      const where = fakeLocation('#/wallet');
      expect(english.chooseLanguage('zh', where)).toBe('/#/wallet');
      expect(english.chooseLanguage('en', where)).toBeNull();
    });
  });
});
