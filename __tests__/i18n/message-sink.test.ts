/**
 * The message sink (lib/text/message.ts, docs/I18N.md#how-the-two-builds-work): the identity in the Chinese build;
 * in the English build (lib/text/message-en.ts) a table fetched on demand, so that a message shown
 * before the table is there still ends up in English and never shows in Chinese.
 */
import { waitFor } from '@testing-library/react';
import { TRANSFER_MESSAGES } from '@/contract/money/rules';
import * as chineseSink from '@/lib/text/message';
import { shownMessage } from '@/lib/text/message';
import * as englishSink from '@/lib/text/message-en';
import { showAlert, alertStore } from '@/lib/ui/alert';
import { toast, toastStore } from '@/lib/ui/toast';

type Sink = typeof import('@/lib/text/message-en');
type Toasts = typeof import('@/lib/ui/toast');
type Alerts = typeof import('@/lib/ui/alert');

const HAN = /\p{Script=Han}/u;
/** The table is a dynamic import: its first compile under Jest may take a while on a busy machine. */
const LOADED = { timeout: 10_000 };

beforeEach(() => {
  toastStore.set([]);
  alertStore.set(null);
});

/** A fresh English build: its sink (table not fetched yet), toasts and alerts. */
function englishBuild(): { sink: Sink; toasts: Toasts; alerts: Alerts } {
  let modules!: { sink: Sink; toasts: Toasts; alerts: Alerts };
  jest.isolateModules(() => {
    jest.doMock('@/lib/text/message', () => jest.requireActual('@/lib/text/message-en'));
    /* eslint-disable @typescript-eslint/no-require-imports */
    modules = {
      sink: require('@/lib/text/message-en') as Sink,
      toasts: require('@/lib/ui/toast') as Toasts,
      alerts: require('@/lib/ui/alert') as Alerts,
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return modules;
}

describe('the two sinks', () => {
  it('have one shape: next.config.mjs puts the English one in the Chinese one’s place', () => {
    const swapped: typeof chineseSink = englishSink;
    expect(Object.keys(swapped).sort()).toEqual(Object.keys(chineseSink).sort());
  });
});

describe('the message sink of the Chinese build', () => {
  it('shows a message as it is', () => {
    expect(shownMessage('两次密码不一致！')).toBe('两次密码不一致！');
  });
  it('is what toasts and alerts show, at once', () => {
    toast.error('余额不足');
    void showAlert('账户已冻结');
    expect(toastStore.get().map((x) => x.text)).toEqual(['余额不足']);
    expect(alertStore.get()?.message).toBe('账户已冻结');
  });
});

describe('the message sink of the English build (the table loads lazily)', () => {
  it('a toast shown before the table loads shows no Chinese, then the English', async () => {
    const { toasts } = englishBuild();
    toasts.toast.error(TRANSFER_MESSAGES.insufficient);
    expect(toasts.toastStore.get()).toEqual([]);
    await waitFor(
      () => expect(toasts.toastStore.get().map((x) => x.text)).toEqual(['The amount exceeds your balance']),
      LOADED,
    );
  });

  it('an alert shown before the table loads opens in English', async () => {
    const { alerts } = englishBuild();
    void alerts.showAlert(TRANSFER_MESSAGES.sameWallet);
    expect(alerts.alertStore.get()).toBeNull();
    await waitFor(
      () => expect(alerts.alertStore.get()?.message).toBe('The source and target wallets are the same'),
      LOADED,
    );
  });

  it('a component gets nothing, never the Chinese, until the table lands; then the English', async () => {
    const { sink } = englishBuild();
    expect(sink.shownMessage(TRANSFER_MESSAGES.done)).toBe('');
    await waitFor(() => expect(sink.shownMessage(TRANSFER_MESSAGES.done)).toBe('Transfer successful'), LOADED);
  });

  it('shows an answer already in English at once, with no table', () => {
    const { toasts } = englishBuild();
    toasts.toast.error('The amount exceeds your balance');
    expect(toasts.toastStore.get().map((x) => x.text)).toEqual(['The amount exceeds your balance']);
  });

  it('once the table is there, translates at once', async () => {
    const { sink, toasts } = englishBuild();
    await waitFor(() => expect(sink.shownMessage(TRANSFER_MESSAGES.done)).not.toBe(''), LOADED);
    toasts.toast.success(TRANSFER_MESSAGES.done);
    expect(toasts.toastStore.get().map((x) => x.text)).toEqual(['Transfer successful']);
    expect(toasts.toastStore.get().some((x) => HAN.test(x.text))).toBe(false);
  });

  it('shows the message as it came when the table cannot be fetched at all, rather than nothing', async () => {
    let toasts!: Toasts;
    jest.isolateModules(() => {
      jest.doMock('@/lib/text/message', () => jest.requireActual('@/lib/text/message-en'));
      jest.doMock('@/contract/i18n/en', () => {
        throw new Error('offline');
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      toasts = require('@/lib/ui/toast') as Toasts;
    });
    toasts.toast.error('余额不足');
    await waitFor(() => expect(toasts.toastStore.get().map((x) => x.text)).toEqual(['余额不足']));
  });
});
