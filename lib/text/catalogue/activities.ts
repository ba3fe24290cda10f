import { ACTIVITY_MESSAGES } from '@/contract/activities/rules';

export const activities = {
  title: '优惠活动',
  tabsLabel: '活动类型',
  all: '全部',
  listLabel: '活动列表',
  oldListLabel: '活动列表（经典版）',
  records: '申请记录',
  apply: '立即申请',
  toLogin: '前往登录',
  applying: '申请中…',
  // The server's success text, shown when it sends none (never the button's label).
  applied: ACTIVITY_MESSAGES.applied,
  noApply: '该活动无需申请，详情请咨询客服',
  notFound: '活动不存在或已下架',
  content: '活动内容',
  memo: '活动说明',
  bannerAlt: (title: string) => `${title}活动图`,
  states: {
    pending: '待审核',
    approved: '通过',
    rejected: '拒绝',
    unknown: '未定义',
  },
  appliedAt: '申请时间',
  period: (from: string, to: string) => `活动时间：${from} 至 ${to}`,
  periodOpen: '长期有效',
  periodStart: '即日起',
  rejectReason: (reason: string) => `原因：${reason}`,
  recordLabel: '活动申请记录',
} as const;
