import { FEEDBACK_MAX_LENGTH, feedbackProblem as validateFeedback } from '@/contract/profile/rules';

describe('意见反馈 checks, in order', () => {
  it('请输入反馈内容 for nothing but spaces', () => {
    expect(validateFeedback({ content: '  ', contact: '' })).toEqual({ field: 'content', message: '请输入反馈内容' });
  });
  it('反馈内容不能超过500字 past the limit, counting characters (an emoji once)', () => {
    expect(validateFeedback({ content: '字'.repeat(FEEDBACK_MAX_LENGTH + 1), contact: '' })).toEqual({
      field: 'content',
      message: '反馈内容不能超过500字',
    });
    expect(validateFeedback({ content: '😀'.repeat(FEEDBACK_MAX_LENGTH), contact: '' })).toBeNull();
  });
});
