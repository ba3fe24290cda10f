export const toast = {
  serverError: '服务器异常，请稍后再试',
} as const;
