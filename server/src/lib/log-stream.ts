/**
 * Where the server's log lines go: stdout, gathered and written once per turn of the event loop
 * (or whenever 64 KiB are waiting) instead of one write system call per line, which at thousands
 * of requests a second cost more than the request's own work. Lines waiting are written before
 * the process exits, whatever the reason it exits for.
 */
const FLUSH_AT_BYTES = 64 * 1024;

export function bufferedStdout(out: NodeJS.WritableStream = process.stdout): { write(line: string): void } {
  let waiting: string[] = [];
  let bytes = 0;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (waiting.length === 0) return;
    const text = waiting.join('');
    waiting = [];
    bytes = 0;
    out.write(text);
  };
  process.on('exit', flush);
  return {
    write(line: string) {
      waiting.push(line);
      bytes += line.length;
      if (bytes >= FLUSH_AT_BYTES) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
  };
}
