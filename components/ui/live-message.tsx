/**
 * A polite live region out of sight: a screen reader says its text each time the text changes,
 * and only then (the region and its first text arrive together, which is not news). Callers pass
 * a text that changes with the state they announce, never with a ticking clock.
 */
export function LiveMessage({ text, testId }: { text: string; testId?: string }) {
  return (
    <p role="status" className="sr-only" data-testid={testId}>
      {text}
    </p>
  );
}
