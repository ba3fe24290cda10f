export const kefu = {
  loading: '客服连接中…',
  failed: '客服暂时无法连接',
  failedHint: '请检查网络后重试',
  unavailable: '暂未开通在线客服',
  frameTitle: '在线客服',
} as const;
