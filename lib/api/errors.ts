/** Typed failures of an API call; screens branch on these, never on raw fetch errors. */

/** The server answered with a non-200 body code (already toasted unless `silent`). */
export class ApiError extends Error {
  constructor(public readonly code: number, message: string, public readonly data?: unknown) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Code 401: the session was ended and the user sent to login; nothing more to show. */
export class AuthError extends ApiError {
  constructor(message: string) {
    super(401, message);
    this.name = 'AuthError';
  }
}

/** No answer (offline, DNS, CORS, timeout). SPEC §8: only the loading state ends. */
export class NetworkError extends Error {
  constructor(public readonly timedOut: boolean) {
    super(timedOut ? 'timeout' : 'network');
    this.name = 'NetworkError';
  }
}
