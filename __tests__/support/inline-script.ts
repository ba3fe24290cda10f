/** Runs an inline page script (its source text, as the build writes it) on a page opened at `/${hash}`. */
export function runInlineScriptAt(script: string, hash: string): void {
  window.history.replaceState(null, '', `/${hash}`);
  new Function(script)();
}
