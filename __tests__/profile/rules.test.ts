import { agentApplicationProblem as validateAgentApplication, profileProblem } from '@/contract/profile/rules';

const TODAY = '2024-06-15';
const ok = { mobile: '', email: '', birthday: '' };

describe('profile rules (both programs)', () => {
  it('accepts empty fields and good values', () => {
    expect(profileProblem(ok, TODAY)).toBeNull();
    expect(
      profileProblem({ mobile: '19912345678', email: 'a_b.c@mail.example.cn', birthday: '1980-01-01' }, TODAY),
    ).toBeNull();
    expect(profileProblem({ ...ok, birthday: TODAY }, TODAY)).toBeNull();
  });

  it.each([
    [{ mobile: '12912345678' }, 'mobile', '请输入正确手机号'],
    [{ mobile: '139123456789' }, 'mobile', '请输入正确手机号'],
    [{ mobile: '+8613912345678' }, 'mobile', '请输入正确手机号'],
    [{ email: 'a@b' }, 'email', '请输入正确邮箱号'],
    [{ email: 'a b@c.com' }, 'email', '请输入正确邮箱号'],
    [{ birthday: '1990/01/01' }, 'birthday', '请输入正确的日期格式：YYYY-MM-DD'],
    [{ birthday: '1990-1-1' }, 'birthday', '请输入正确的日期格式：YYYY-MM-DD'],
    [{ birthday: '1990-02-30' }, 'birthday', '请输入正确的日期格式：YYYY-MM-DD'],
    [{ birthday: '1979-12-31' }, 'birthday', '出生日期需在1980-01-01至今天之间'],
    [{ birthday: '2024-06-16' }, 'birthday', '出生日期需在1980-01-01至今天之间'],
  ])('%j → %s %s', (fields, field, message) => {
    expect(profileProblem({ ...ok, ...fields }, TODAY)).toEqual({ field, message });
  });

  it('checks in the form order: mobile before email before birthday', () => {
    expect(profileProblem({ mobile: 'x', email: 'y', birthday: 'z' }, TODAY)?.field).toBe('mobile');
    expect(profileProblem({ mobile: '', email: 'y', birthday: 'z' }, TODAY)?.field).toBe('email');
  });
});

describe('agent application rules', () => {
  it('needs a mainland mobile, then a reason', () => {
    expect(validateAgentApplication({ mobile: '', applyInfo: 'x' })).toEqual({
      field: 'mobile',
      message: '请输入正确手机号',
    });
    expect(validateAgentApplication({ mobile: '10012345678', applyInfo: 'x' })?.message).toBe('请输入正确手机号');
    expect(validateAgentApplication({ mobile: '13912345678', applyInfo: '  ' })).toEqual({
      field: 'applyInfo',
      message: '请输入申请理由',
    });
    expect(validateAgentApplication({ mobile: ' 13912345678 ', applyInfo: '理由' })).toBeNull();
  });
});
