/** Activities (优惠活动): application states and the Chinese messages both programs show. */

/** activity_apply.state: 1 pending review, 2 approved, 3 rejected; 0 and 4 are unspecified. */
export const APPLY_STATE = { pending: 1, approved: 2, rejected: 3 } as const;

export const ACTIVITY_MESSAGES = {
  applied: '申请成功',
  notFound: '活动不存在',
  pending: '您已经申请过，等待管理员审核',
  approved: '您已经申请过，已审核通过',
  rejected: '您已经申请过，审核未通过',
  notStarted: '活动尚未开始',
  ended: '活动已结束',
  noApply: '该活动无需申请',
} as const;
