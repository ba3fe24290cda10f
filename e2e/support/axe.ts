/**
 * axe-core on what a page shows now, injected once per document and frame. The accessibility walks
 * check about eighty screens of one document each (hash routes); @axe-core/playwright injects and
 * configures axe again for every check (configuring drops its prepared rules) and finishes each
 * run in a page of its own, 0.6–1.5 s a check on a 2-core machine against under 0.1 s here.
 * Frames are checked too: axe in each one answers the top frame's run.
 */
import axe from 'axe-core';
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** axe and its one configuration, for a frame that has not got it yet. */
const INJECT = `if (!window.axe) {\n${axe.source}\n;window.axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] });\n}`;

/** The violations of the rules carrying any of `tags`, in the page and its frames. */
export async function axeViolations(page: Page, tags: readonly string[]): Promise<axe.Result[]> {
  // A frame that went away meanwhile, or that is still blank, has nothing to check.
  await Promise.all(page.frames().map((frame) => frame.evaluate(INJECT).catch(() => undefined)));
  return page.evaluate(
    async (values) => (await window.axe!.run(document, { runOnly: { type: 'tag', values } })).violations,
    [...tags],
  );
}
