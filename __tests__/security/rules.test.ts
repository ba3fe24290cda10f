import { validatePasswordChange } from '@/lib/validation/password';

describe('change password (docs/SCREENS.md#password), every message in order', () => {
  const cases: [string, { old: string; next: string; confirm: string }, string][] = [
    ['old missing', { old: '', next: '', confirm: '' }, '请输入旧密码'],
    ['new missing', { old: 'abc', next: '', confirm: '' }, '请输入新密码'],
    ['confirmation missing', { old: 'abc', next: 'x', confirm: '' }, '请输入确认密码'],
    ['old too short', { old: '12345', next: 'x', confirm: 'y' }, '请输入正确的旧密码长度'],
    ['new too short', { old: '123456', next: '12345', confirm: 'y' }, '请输入正确的新密码长度'],
    ['confirmation differs', { old: '123456', next: 'abcdef', confirm: 'abcdeg' }, '两次密码不一致！'],
    ['new equals old', { old: '123456', next: '123456', confirm: '123456' }, '新旧密码不能一致！'],
  ];
  it.each(cases)('%s', (_, input, message) => {
    expect(validatePasswordChange(input)?.message).toBe(message);
  });
  it('passes a good change', () => {
    expect(validatePasswordChange({ old: '123456', next: 'abcdef', confirm: 'abcdef' })).toBeNull();
  });
});
