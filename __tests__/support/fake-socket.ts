/**
 * A scripted WebSocket for chat tests: records every instance and what was sent, and lets the
 * test play the server (open, frames, close codes).
 */
export class FakeSocket extends EventTarget {
  static instances: FakeSocket[] = [];
  static reset(): void {
    FakeSocket.instances = [];
  }
  static last(): FakeSocket {
    const s = FakeSocket.instances[FakeSocket.instances.length - 1];
    if (!s) throw new Error('no socket was opened');
    return s;
  }

  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;
  readyState = 0;
  binaryType = 'blob';
  bufferedAmount = 0;
  extensions = '';
  protocol = '';
  sent: string[] = [];
  closedWith: number | null = null;

  constructor(readonly url: string) {
    super();
    FakeSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(data);
  }

  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  /* ---- the server's side ---- */
  serverOpen(): void {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }

  serverSend(frame: unknown): void {
    const data = typeof frame === 'string' ? frame : JSON.stringify(frame);
    this.dispatchEvent(new MessageEvent('message', { data }));
  }

  serverClose(code: number, reason = ''): void {
    this.readyState = 3;
    const e = new Event('close') as Event & { code: number; reason: string; wasClean: boolean };
    Object.assign(e, { code, reason, wasClean: true });
    this.dispatchEvent(e);
  }

  /** Frames the client sent other than the keepalive and the auth frame, parsed. */
  chatFrames(): unknown[] {
    return this.sent
      .filter((x) => x !== 'ping')
      .map((x) => JSON.parse(x))
      .filter((f) => f.type !== 'auth');
  }
}
