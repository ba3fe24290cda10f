import { ENTRY_ATTRIBUTE, ENTRY_MARK_SCRIPT, opensOnHall, SESSION_ATTRIBUTE } from '@/lib/router/entry-mark';
import { KEYS } from '@/lib/storage';

describe('opensOnHall: which URLs may show the exported hall first', () => {
  it.each([
    ['/', '', ''],
    ['/', '', '#'],
    ['/', '', '#/'],
    ['/', '', '#/home'],
    ['/', '', '#/home?x=1'],
    ['/index.html', '', '#/'],
  ])('%s%s%s opens on the hall', (pathname, search, hash) => {
    expect(opensOnHall(pathname, search, hash)).toBe(true);
  });

  it.each([
    ['/', '', '#/lottery'],
    ['/', '', '#/recharge?type=usdt'],
    ['/', '', '#/homex'],
    ['/', '', '#/home/x'],
    ['/', '?pid=8', ''],
    ['/login/', '', ''],
    ['/some/real/path', '', '#/'],
  ])('%s%s%s is a deep link (never the hall first)', (pathname, search, hash) => {
    expect(opensOnHall(pathname, search, hash)).toBe(false);
  });
});

describe('the inline entry script', () => {
  const run = () => new Function(ENTRY_MARK_SCRIPT)();
  const html = document.documentElement;

  afterEach(() => {
    html.removeAttribute(ENTRY_ATTRIBUTE);
    html.removeAttribute(SESSION_ATTRIBUTE);
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('marks a deep link before the app runs, so the CSS shows the screen placeholder', () => {
    window.history.replaceState(null, '', '/#/lottery');
    run();
    expect(html.getAttribute(ENTRY_ATTRIBUTE)).toBe('screen');
  });

  it('leaves the hall unmarked', () => {
    window.history.replaceState(null, '', '/#/');
    run();
    expect(html.hasAttribute(ENTRY_ATTRIBUTE)).toBe(false);
  });

  it('marks a stored session so the first paint shows no 登录/注册 to a member', () => {
    run();
    expect(html.hasAttribute(SESSION_ATTRIBUTE)).toBe(false);
    localStorage.setItem(KEYS.token, 'tok-1');
    run();
    expect(html.getAttribute(SESSION_ATTRIBUTE)).toBe('member');
  });
});
