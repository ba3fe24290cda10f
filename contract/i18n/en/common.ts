import { COMMON_MESSAGES, HTTP_MESSAGES } from '../../common/rules.ts';
import { byKey, type Messages } from '../matcher.ts';

export const common: Messages = {
  exact: [
    ...byKey(COMMON_MESSAGES, {
      ok: 'Success',
      invalid: 'Invalid parameters',
      insufficient: 'Insufficient balance',
      unauthenticated: 'Authentication failed',
      disabled: 'This account has been disabled',
      tooMany: 'Too many requests, please try again later',
      busy: 'The server is busy, please try again later',
      idempotencyKey: 'Invalid request ID, please refresh and try again',
      keyReused: 'This request has already been processed; please don’t submit it again',
      maintenance: 'Under maintenance, please come back later',
    }),
    ...byKey(HTTP_MESSAGES, {
      400: 'Malformed request data',
      404: 'No such API',
      405: 'Method not supported',
      413: 'Request too large',
      415: 'Unsupported request format',
      429: 'Too many requests, please try again later',
      other: 'Bad request',
    }),
  ],
};
