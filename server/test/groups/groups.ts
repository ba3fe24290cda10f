/**
 * The suite runs as a few processes, one per domain, instead of one per file: each process pays
 * Node's start, tsx's loading of ~360 modules and PGlite's start once (about 1.5 s of CPU a file),
 * so `npm test -w server` runs test/groups/*.test.ts, and each of those imports its domain's files.
 * Every test/*.test.ts stays a whole test file (`node --import tsx --test test/<file>.test.ts`
 * runs it alone); a file belongs to the first group whose pattern matches its name, and files no
 * pattern names run in `other`, so a new file is never left out.
 * The files share no state that matters: each builds its own apps and databases in its hooks, and
 * none sets process-wide switches beyond what helpers.ts sets for all.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';

const TEST_DIR = fileURLToPath(new URL('../', import.meta.url));
const GROUPS_DIR = fileURLToPath(new URL('./', import.meta.url));

/** Group name → the test file names (without .test.ts) it runs; the first match wins. */
export const GROUPS: Record<string, RegExp> = {
  // Measures event-loop delay and pool timeouts: nothing else runs in its process.
  load: /^load$/,
  // Real server processes (and nginx) on one PostgreSQL database: PostgreSQL only, skipped on PGlite.
  cluster: /^cluster-/,
  lottery: /^lottery-/,
  protection: /^protection-|^(guess|address|shared)-limits$/,
  rewards: /^(rewards-|trial-|rebate-|invite-)|^(referrals|downline|agents|activities)$/,
  chat: /^(chat-|socket)|^(member-cache|listen-keepalive|nginx-public-client)$/,
  web: /^(static|security-headers|frame-ancestors|forwarded-headers|answer-images|body-depth|site-mode|demo-artefacts|maintenance|contract|config|lib|fuzz)/,
  money:
    /^(deposit|withdraw|transfer|wallet|ledger|money-|credit-key|idempoten|new-destination|audit-chain|records|prune|cards)/,
  admin: /^(admin|operator|ops-|four-eyes|console-forgery|members-ops|log-redaction)/,
  accounts: /^(auth|sessions|account-security|member|profile|pay-password|one-way-in|hash-gate|legacy-dialect)/,
  games: /^(venue-games|game-|content|hall-content|showcase|shared-rules)/,
};

function groupOf(name: string): string {
  return Object.keys(GROUPS).find((group) => GROUPS[group]!.test(name)) ?? 'other';
}

/** The test files of one group, in name order. */
export function filesOf(group: string): string[] {
  return readdirSync(TEST_DIR)
    .filter((file) => file.endsWith('.test.ts') && groupOf(file.slice(0, -'.test.ts'.length)) === group)
    .sort();
}

/** Imports a group's files into this process (their describe blocks register as they load). */
export async function runGroup(group: string): Promise<void> {
  // A group without its runner file would never run: every group must have test/groups/<name>.test.ts.
  for (const name of [...Object.keys(GROUPS), 'other']) {
    assert.ok(existsSync(join(GROUPS_DIR, `${name}.test.ts`)), `test/groups/${name}.test.ts is missing`);
  }
  for (const file of filesOf(group)) await import(pathToFileURL(join(TEST_DIR, file)).href);
}
