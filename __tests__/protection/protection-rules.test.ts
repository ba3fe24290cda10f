import { EXCLUSION_MESSAGES, LIMIT_MESSAGES, TIMEOUT_MAX_DAYS } from '@/contract/protection/rules';
import { DEFAULT_CONFIG, parseConfig } from '@/lib/config';
import { toCents } from '@/lib/money';
import { checkChoice, choiceName, CUSTOM } from '@/lib/protection/exclusion-choice';
import { parseHelpLines, telHref } from '@/lib/protection/help-lines';
import { checkLimitAmount, limitChange } from '@/lib/protection/limit-amount';
import { bandOf, scoreOf } from '@/lib/protection/self-assessment';
import * as t from '@/lib/text/zh-CN';

describe('self-assessment (docs/SCREENS.md#responsible)', () => {
  it('bands: 0 低风险, 1–2 低度, 3–7 中度, 8 and above 高风险', () => {
    expect([0, 1, 2, 3, 7, 8, 27].map(bandOf)).toEqual(['none', 'low', 'low', 'moderate', 'moderate', 'high', 'high']);
    expect(t.responsible.assessment.bands).toEqual({
      none: '低风险',
      low: '低度风险',
      moderate: '中度风险',
      high: '高风险',
    });
  });

  it('has nine questions and four answers scored 0–3; no score until every one is answered', () => {
    expect(t.responsible.assessment.questions).toHaveLength(9);
    expect(t.responsible.assessment.answers).toEqual(['从不', '有时', '经常', '几乎总是']);
    expect(scoreOf([0, 1, 2, 3, 0, 0, 0, 0, null], 9)).toBeNull();
    expect(scoreOf([0, 1, 2, 3, 0, 0, 0, 0, 3], 9)).toBe(9);
    expect(scoreOf([0, 0], 9)).toBeNull();
  });
});

describe('limit amount (the server’s own rule)', () => {
  it('accepts blank (removal), whole yuan and up to 2 decimals; refuses the rest with 请输入正确的限额金额', () => {
    for (const ok of ['', '  ', '0', '100', '100.5', '100.55']) expect(checkLimitAmount(ok)).toBeNull();
    for (const bad of ['-1', '1.234', 'abc', '1.', '.5', '1e3', '１００'])
      expect(checkLimitAmount(bad)).toEqual({ field: 'amount', message: LIMIT_MESSAGES.amountInvalid });
    expect(LIMIT_MESSAGES.amountInvalid).toBe('请输入正确的限额金额');
  });

  it('says which way a change goes: lower (or first) at once, raise and removal wait', () => {
    const current = toCents('1000.00');
    expect(limitChange(current, '500')).toBe('lower');
    expect(limitChange(null, '500')).toBe('lower');
    expect(limitChange(current, '1000.00')).toBe('same');
    expect(limitChange(current, '1000.01')).toBe('raise');
    expect(limitChange(current, '')).toBe('remove');
    expect(limitChange(null, '')).toBe('same');
    expect(limitChange(current, '1.234')).toBeNull();
  });
});

describe('time-out and self-exclusion choices', () => {
  it('refuses no choice and custom days outside 1–42 with the server’s words', () => {
    expect(checkChoice('', '')).toEqual({ field: 'choice', message: EXCLUSION_MESSAGES.kind });
    expect(EXCLUSION_MESSAGES.kind).toBe('请选择冷静期或自我排除');
    for (const days of ['', '0', String(TIMEOUT_MAX_DAYS + 1), '2.5', 'x'])
      expect(checkChoice(CUSTOM, days)).toEqual({ field: 'days', message: '冷静期须为1至42天' });
    expect(checkChoice(CUSTOM, ' 42 ')).toEqual({ kind: 'timeout', length: 42 });
    expect(checkChoice('timeout:1', '')).toEqual({ kind: 'timeout', length: 1 });
    expect(checkChoice('exclusion:60', '')).toEqual({ kind: 'exclusion', length: 60 });
    expect(checkChoice('exclusion:7', '')).toEqual({ field: 'choice', message: EXCLUSION_MESSAGES.kind });
  });

  it('names the choice in words', () => {
    expect(choiceName({ kind: 'timeout', length: 1 })).toBe('冷静期 24 小时');
    expect(choiceName({ kind: 'timeout', length: 9 })).toBe('冷静期 9 天');
    expect(choiceName({ kind: 'exclusion', length: 6 })).toBe('自我排除 6 个月');
    expect(choiceName({ kind: 'exclusion', length: 24 })).toBe('自我排除 2 年');
  });
});

describe('config.json responsible.helpLines', () => {
  it('defaults to none', () => {
    expect(parseHelpLines(DEFAULT_CONFIG.responsible.helpLines)).toEqual([]);
    expect(parseHelpLines(parseConfig({}).responsible.helpLines)).toEqual([]);
    expect(parseHelpLines(parseConfig({ responsible: { helpLines: 'x' } }).responsible.helpLines)).toEqual([]);
  });

  it('keeps well-typed entries; drops bad ones, javascript: and data: addresses and numbers that do not dial', () => {
    const lines = parseHelpLines([
      { name: '心理援助热线', phone: '400-161-9995', hours: '24 小时' },
      { name: '戒赌互助会', url: 'https://example.org/help' },
      { name: '坏链接', url: 'javascript:alert(1)' },
      { name: '坏链接二', url: 'data:text/html,x', phone: '12345' },
      { name: '假号码', phone: 'call me' },
      { phone: '110' },
      { name: 7, phone: '110' },
      'string',
      null,
      ['x'],
    ]);
    expect(lines).toEqual([
      { name: '心理援助热线', phone: '400-161-9995', hours: '24 小时' },
      { name: '戒赌互助会', url: 'https://example.org/help' },
      { name: '坏链接二', phone: '12345' },
    ]);
    expect(
      parseHelpLines(
        parseConfig({ responsible: { helpLines: [{ name: 'A', url: 'javascript:x' }] } }).responsible.helpLines,
      ),
    ).toEqual([]);
    expect(telHref('400-161 9995')).toBe('tel:4001619995');
  });
});
