export const app = {
  name: 'TG娱乐城',
  shortName: 'TG娱乐',
  loading: '加载中…',
  /** The spinner's accessible name. */
  busy: '加载中',
  backHome: '返回首页',
  alreadyHere: '已在当前页面！',
  retry: '重试',
  empty: '空空如也',
  networkError: '网络异常，请检查网络后重试',
  confirm: '确定',
  cancel: '取消',
  close: '关闭',
  back: '返回',
  copySuccess: '复制成功！',
  /** What a screen or the whole app shows when its code fails (components/app/crash-notice.tsx); the title alone is a dialog's toast. */
  crashed: {
    title: '页面出错了',
    body: '请重新加载页面；如果问题持续，请稍后再试',
    reload: '重新加载',
  },
  /** A Beijing wall time (or its label) with the zone named: every date the app shows is Beijing time. */
  beijingTime: (at: string) => `${at}（北京时间）`,
} as const;
