/** Typed failures of an API call; screens branch on these, never on raw fetch errors. */

/** Every failed call. `answered`: the server answered (a refusal or a rejected session), so a retry is a new action. */
export abstract class CallError extends Error {
  abstract readonly answered: boolean;
}

/** The server answered with a non-200 body code; `message` is its own text ('' if none). */
export class ApiError extends CallError {
  readonly answered = true;
  constructor(
    public readonly code: number,
    message: string,
    public readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Code 401: the session was rejected; the session-expiry rule has already ended it. */
export class AuthError extends CallError {
  readonly answered = true;
  readonly code = 401;
  constructor(message: string) {
    super(message);
    this.name = 'AuthError';
  }
}

/** No answer: the device is offline (or DNS, CORS…) or the request timed out. */
export class NetworkError extends CallError {
  readonly answered = false;
  constructor(public readonly timedOut: boolean) {
    super(timedOut ? 'timeout' : 'network');
    this.name = 'NetworkError';
  }
  get offline(): boolean {
    return !this.timedOut;
  }
}
