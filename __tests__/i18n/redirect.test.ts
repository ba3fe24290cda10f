import {
  buildUrl,
  insideOwnBuild,
  LANGUAGE_REDIRECT_SCRIPT,
  languageRedirect,
  wantedLanguage,
} from '@/lib/i18n/redirect';
import type { Lang } from '@/lib/i18n/lang';
import { KEYS } from '@/lib/storage';

const at = (pathname: string, hash = '#/wallet', search = '') => ({ pathname, search, hash });

describe('the language a page wants (docs/I18N.md)', () => {
  it('follows a stored choice whatever the browser says', () => {
    expect(wantedLanguage('en', ['zh-CN'])).toBe('en');
    expect(wantedLanguage('zh', ['en-US', 'en'])).toBe('zh');
  });
  it('with no choice, is English only when the first browser language is English', () => {
    expect(wantedLanguage(null, ['en-GB', 'zh-CN'])).toBe('en');
    expect(wantedLanguage(null, ['en'])).toBe('en');
    expect(wantedLanguage(null, ['zh-CN', 'en-US'])).toBe('zh');
    expect(wantedLanguage(null, ['fr-FR', 'en'])).toBe('zh');
    expect(wantedLanguage(null, [])).toBe('zh');
    // 'eng…' is not an English tag of the form en / en-XX.
    expect(wantedLanguage(null, ['enx'])).toBe('zh');
  });
  it('ignores a stored value that names no language', () => {
    expect(wantedLanguage('fr', ['en-US'])).toBe('en');
  });
});

describe('the redirect target keeps the route', () => {
  it('moves the Chinese page to /en/ with the same hash route and query', () => {
    expect(languageRedirect('zh', 'en', ['zh-CN'], at('/', '#/lottery?room=3', '?pid=8'))).toBe(
      '/en/?pid=8#/lottery?room=3',
    );
  });
  it('moves the English page to / with the same hash route', () => {
    expect(languageRedirect('en', null, ['zh-CN'], at('/en/', '#/userCent'))).toBe('/#/userCent');
  });
  it('stays when the page is already in the wanted build', () => {
    expect(languageRedirect('zh', null, ['zh-CN'], at('/'))).toBeNull();
    expect(languageRedirect('en', 'en', ['zh-CN'], at('/en/'))).toBeNull();
  });
  it('never bounces a page served outside its own build (a host without /en/ answering its 404)', () => {
    expect(insideOwnBuild('zh', '/en/')).toBe(false);
    expect(languageRedirect('zh', 'en', ['en'], at('/en/'))).toBeNull();
    expect(insideOwnBuild('en', '/wallet/')).toBe(false);
  });
  it('builds each URL under its base path', () => {
    expect(buildUrl('en', '', '#/')).toBe('/en/#/');
    expect(buildUrl('zh', '', '')).toBe('/');
  });
});

/** Runs the inline script with its globals replaced, as a browser would before boot. */
function runScript(stored: string | null, languages: string[], pathname: string): string | null {
  let moved: string | null = null;
  const location = { pathname, search: '', hash: '#/mine', replace: (url: string) => (moved = url) };
  const storage = { getItem: (key: string) => (key === KEYS.language ? stored : null) };
  const navigator = { languages, language: languages[0] };
  new Function('location', 'localStorage', 'navigator', LANGUAGE_REDIRECT_SCRIPT)(location, storage, navigator);
  return moved;
}

describe('the inline script of the Chinese build', () => {
  const cases: [string | null, string[], string][] = [
    [null, ['en-US'], '/'],
    [null, ['zh-CN'], '/'],
    ['zh', ['en-US'], '/'],
    ['en', ['zh-CN'], '/'],
    ['en', ['zh-CN'], '/en/'],
    [null, [], '/'],
  ];
  it.each(cases)('decides as languageRedirect does (stored %p, browser %p, at %p)', (stored, languages, pathname) => {
    const build: Lang = 'zh';
    const expected = languageRedirect(build, stored, languages, { pathname, search: '', hash: '#/mine' });
    expect(runScript(stored, languages, pathname)).toBe(expected);
  });
  it('leaves the page where it is when storage is blocked', () => {
    let moved = false;
    const location = { pathname: '/', search: '', hash: '', replace: () => (moved = true) };
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    new Function('location', 'localStorage', 'navigator', LANGUAGE_REDIRECT_SCRIPT)(location, storage, {
      languages: ['zh-CN'],
    });
    expect(moved).toBe(false);
  });
});
