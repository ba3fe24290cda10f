import { toEnglish } from '@/contract/i18n/en';
import { shownMessage } from '@/lib/text/message';
import { shownMessage as shownInEnglish } from '@/lib/text/message-en';
import { showAlert, alertStore } from '@/lib/ui/alert';
import { toast, toastStore } from '@/lib/ui/toast';

jest.mock('@/contract/i18n/en', () => ({ toEnglish: jest.fn((m: string) => `EN(${m})`) }));

beforeEach(() => {
  toastStore.set([]);
  alertStore.set(null);
});

describe('the message sink', () => {
  it('shows a message as it is in the Chinese build', () => {
    expect(shownMessage('两次密码不一致！')).toBe('两次密码不一致！');
  });
  it('passes every message through toEnglish in the English build', () => {
    expect(shownInEnglish('两次密码不一致！')).toBe('EN(两次密码不一致！)');
    expect(toEnglish).toHaveBeenCalledWith('两次密码不一致！');
  });
  it('is what toasts and alerts show (this build: as they are)', () => {
    toast.error('余额不足');
    void showAlert('账户已冻结');
    expect(toastStore.get().map((x) => x.text)).toEqual(['余额不足']);
    expect(alertStore.get()?.message).toBe('账户已冻结');
  });
});

describe('toasts and alerts of the English build', () => {
  it('show the English of a message', () => {
    jest.isolateModules(() => {
      jest.doMock('@/lib/text/message', () => jest.requireActual('@/lib/text/message-en'));
      /* eslint-disable @typescript-eslint/no-require-imports */
      const toasts = require('@/lib/ui/toast') as typeof import('@/lib/ui/toast');
      const alerts = require('@/lib/ui/alert') as typeof import('@/lib/ui/alert');
      /* eslint-enable @typescript-eslint/no-require-imports */
      toasts.toast.error('余额不足');
      void alerts.showAlert('账户已冻结');
      expect(toasts.toastStore.get().map((x) => x.text)).toEqual(['EN(余额不足)']);
      expect(alerts.alertStore.get()?.message).toBe('EN(账户已冻结)');
    });
  });
});
