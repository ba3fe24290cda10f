import { validateLogin, validateRegister, type RegisterInput } from '@/lib/validation/auth';
import { CAPTCHA_CODES } from '@/contract/session/rules';
import { captchaMatches, nextCaptchaIndex } from '@/lib/captcha';

const good: RegisterInput = {
  name: 'player01',
  password: 'secret1',
  confirm: 'secret1',
  code: 'a3k9',
  captchaAnswer: 'A3K9',
};

describe('login rules (docs/SCREENS.md#login, docs/SCREENS.md#reg2)', () => {
  it.each([
    ['', ''],
    ['player01', ''],
    ['', 'secret1'],
    ['   ', 'secret1'],
  ])('name %j and password %j need both: 请输入您的账号和密码！', (name, password) => {
    expect(validateLogin({ name, password })?.message).toBe('请输入您的账号和密码！');
  });
  it('passes when both are filled', () => {
    expect(validateLogin({ name: 'player01', password: 'secret1' })).toBeNull();
  });
});

describe('registration rules (docs/SCREENS.md#login, docs/SCREENS.md#reg2), in order', () => {
  it('accepts a complete form with a case-insensitive captcha', () => {
    expect(validateRegister(good)).toBeNull();
  });
  it('requires a username of at least 6: 用户名长度6~16位，以字母或数字组合！', () => {
    expect(validateRegister({ ...good, name: '' })?.message).toBe('用户名长度6~16位，以字母或数字组合！');
    expect(validateRegister({ ...good, name: 'abc12' })?.message).toBe('用户名长度6~16位，以字母或数字组合！');
    expect(validateRegister({ ...good, name: 'abc123' })).toBeNull();
  });
  it('requires a password of at least 6: 请输入正确的密码长度，最少6位！', () => {
    expect(validateRegister({ ...good, password: '12345', confirm: '12345' })?.message).toBe(
      '请输入正确的密码长度，最少6位！',
    );
  });
  it("requires the confirmation to match: 两次密码不一致！ (or the screen's own text)", () => {
    expect(validateRegister({ ...good, confirm: 'secret2' })?.message).toBe('两次密码不一致！');
    expect(validateRegister({ ...good, confirm: 'secret2', mismatchText: '两次密码不一样！' })?.message).toBe(
      '两次密码不一样！',
    );
  });
  it('requires the captcha: 请输入验证码！', () => {
    expect(validateRegister({ ...good, code: ' ' })?.message).toBe('请输入验证码！');
  });
  it('refuses a wrong captcha with 验证码错误！ on the typed code (the form then shows a new image)', () => {
    expect(validateRegister({ ...good, code: 'ZZZZ' })).toEqual({
      field: 'code',
      message: '验证码错误！',
    });
  });
  it('checks name before password before confirmation before captcha', () => {
    expect(validateRegister({ name: 'a', password: '1', confirm: '2', code: '', captchaAnswer: 'A3K9' })?.field).toBe(
      'name',
    );
    expect(validateRegister({ ...good, password: '1', confirm: '2', code: '' })?.field).toBe('password');
    expect(validateRegister({ ...good, confirm: 'x', code: '' })?.field).toBe('confirm');
  });
});

describe('captcha pool', () => {
  it('has 21 distinct four-character codes', () => {
    expect(CAPTCHA_CODES).toHaveLength(21);
    expect(new Set(CAPTCHA_CODES).size).toBe(21);
    CAPTCHA_CODES.forEach((c) => expect(c).toMatch(/^[A-Z0-9]{4}$/));
  });
  it('can show every one of the 21 images (the legacy build never showed the last)', () => {
    expect(nextCaptchaIndex(null, () => 0.999)).toBe(20);
    expect(nextCaptchaIndex(null, () => 0)).toBe(0);
  });
  it('always changes the image on refresh', () => {
    for (let prev = 0; prev < 21; prev++) {
      for (const r of [0, 0.5, 0.999]) expect(nextCaptchaIndex(prev, () => r)).not.toBe(prev);
    }
  });
  it('compares case-insensitively', () => {
    expect(captchaMatches(' a3k9 ', 'A3K9')).toBe(true);
    expect(captchaMatches('A3K8', 'A3K9')).toBe(false);
  });
});
