/** Stops a child process: SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
export async function stopChild(child, graceMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => {
    const timer = setTimeout(() => (child.kill('SIGKILL'), resolve()), graceMs);
    child.once('exit', () => (clearTimeout(timer), resolve()));
  });
}

/**
 * Waits for a started server: until `probe()` returns true (a probe that throws is "not listening
 * yet"). If the child exits first or `timeoutMs` passes, `stop()` cleans up and the error carries
 * the last of its stderr (`stderr()`), so a failed start says why.
 */
export async function untilReady(child, probe, { what, timeoutMs, stop, stderr, everyMs = 250 }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`${what} exited with ${child.exitCode}:\n${stderr()}`);
    }
    try {
      if (await probe()) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${what} not ready within ${timeoutMs} ms:\n${stderr()}`);
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
