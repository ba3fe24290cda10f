import { getConfig, loadConfig, loadConfigSoon, setConfigForTests } from '@/lib/config';
import { jsonResponse, mockFetch } from '../support/fetch-mock';

beforeEach(() => {
  // No config read yet: the first loadConfig() asks for config.json.
  setConfigForTests(null);
  jest.useFakeTimers();
});

afterEach(() => jest.useRealTimers());

describe('loadConfigSoon', () => {
  it('asks for config.json in a task of its own, after the current one', async () => {
    const { pathsCalled } = mockFetch({ '/config.json': () => jsonResponse({ apiBaseUrl: 'https://api.example' }) });
    loadConfigSoon();
    // Not within the caller's task (the boot): its first fetch() would land there.
    expect(pathsCalled()).toEqual([]);
    jest.runOnlyPendingTimers();
    expect(pathsCalled()).toEqual(['/config.json']);
    jest.useRealTimers();
    await loadConfig();
    expect(getConfig().apiBaseUrl).toBe('https://api.example');
  });

  it('the first reader shares that read: config.json is asked for once', async () => {
    const { pathsCalled } = mockFetch({ '/config.json': () => jsonResponse({}) });
    loadConfigSoon();
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
    await loadConfig();
    await loadConfig();
    expect(pathsCalled()).toEqual(['/config.json']);
  });

  it('a reader first to ask reads it, and the later task asks nothing more', async () => {
    const { pathsCalled } = mockFetch({ '/config.json': () => jsonResponse({}) });
    loadConfigSoon();
    const first = loadConfig();
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
    await first;
    expect(pathsCalled()).toEqual(['/config.json']);
  });
});
