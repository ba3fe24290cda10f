/**
 * What request logs may show. The chat socket carries the member's bearer token in its URL
 * (`/wss?_token=…`) and game pages a launch ticket: both are credentials, so their values are
 * replaced before a URL reaches a log line.
 */
const SECRET_QUERY_KEYS = /([?&](?:_token|token|api_token|ticket|s)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_KEYS, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer with the URL redacted. */
export const requestSerializers = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
