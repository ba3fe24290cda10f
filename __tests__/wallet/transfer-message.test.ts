import { transferSuccessText } from '@/lib/wallet/transfer-message';

describe('transferSuccessText: one success toast per transfer (docs/SCREENS.md#transfer)', () => {
  it('is 转入成功！ alone when the server says no more (ours, a legacy 成功, none)', () => {
    for (const said of ['转账成功', '转账成功！', '成功', '操作成功', 'success', '', '  ', '转入成功！']) {
      expect(transferSuccessText(said)).toBe('转入成功！');
    }
  });
  it('keeps a message that says more, after 转入成功！ in the same text', () => {
    expect(transferSuccessText('场馆余额将在1分钟内到账')).toBe('转入成功！场馆余额将在1分钟内到账');
  });
});
