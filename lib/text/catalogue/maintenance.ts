export const maintenance = {
  title: '系统维护中',
  fallback: '系统维护中，请稍后再来',
} as const;
