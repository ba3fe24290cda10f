/**
 * What the boot evaluates, read from the sources: the modules app/page.tsx and app/layout.tsx reach
 * through static imports (a dynamic `import()` is a chunk of its own, loaded when needed), and the
 * same for a screen's first chunk. Heavy modules a first screen does not use must stay behind a
 * dynamic import; this fails when one creeps back in (docs/PERFORMANCE.md, scripting).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
// `import … from '…'` and `export … from '…'`, not `import('…')`.
const STATIC_IMPORT = /^\s*(?:import|export)\b[^'"()]*?from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('@/') && !spec.startsWith('.')) return `package:${spec.split('/')[0]}`;
  const base = spec.startsWith('@/') ? path.join(ROOT, spec.slice(2)) : path.resolve(path.dirname(from), spec);
  if (/\.(ts|tsx)$/.test(base) && existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return null; // CSS and other assets
}

/** Every module reached from `entries` through static imports: repository paths and `package:<name>`. */
function staticGraph(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = entries.map((e) => path.join(ROOT, e));
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.startsWith('package:')) continue;
    const source = readFileSync(file, 'utf8').replace(/^\s*import\s+type\b.*$/gm, '');
    for (const m of source.matchAll(STATIC_IMPORT)) {
      const target = resolve(file, m[1] ?? m[2]);
      if (target) todo.push(target);
    }
  }
  return new Set([...seen].map((f) => (f.startsWith('package:') ? f : path.relative(ROOT, f))));
}

const BOOT = staticGraph(['app/page.tsx', 'app/layout.tsx']);

describe('what the boot and the first screens evaluate', () => {
  it('the boot reaches the app root, the router and the first screen', () => {
    expect(BOOT).toContain('components/app/hash-router.tsx');
    expect(BOOT).toContain('components/app/login-bounce.tsx');
    expect(BOOT).toContain('package:swr');
  });

  it('the boot holds no decimal, date or socket library and no screen code', () => {
    for (const heavy of ['package:big.js', 'package:dayjs', 'package:partysocket']) expect(BOOT.has(heavy)).toBe(false);
    const screens = [...BOOT].filter(
      (f) => f.startsWith('components/screens/') && f !== 'components/screens/registry.ts',
    );
    expect(screens).toEqual([]);
  });

  it("the boot holds no wallet calls: the header's 一键回收 loads them on its first tap", () => {
    expect(BOOT).toContain('components/wallet/recycle-button.tsx');
    for (const wallet of ['lib/api/wallet.ts', 'lib/api/normalise/wallet.ts', 'lib/api/money-call.ts'])
      expect(BOOT.has(wallet)).toBe(false);
  });

  it("a visitor's lottery bounce needs none of the room: only its frame", () => {
    expect([...BOOT].filter((f) => f.startsWith('components/lottery/'))).toEqual(['components/lottery/room-frame.ts']);
  });

  it("a member's session pieces stay out of the boot, and the reality check's dialog out of theirs", () => {
    expect(BOOT).toContain('components/app/member-pieces.tsx');
    for (const piece of ['components/app/member-session.tsx', 'components/app/session-keeper.tsx'])
      expect(BOOT.has(piece)).toBe(false);
    const session = staticGraph(['components/app/member-session.tsx']);
    expect(session).toContain('components/app/session-keeper.tsx');
    expect(session.has('components/protection/reality-check-dialog.tsx')).toBe(false);
    // A VIP level-up's words (the rewards and mine texts, and the profile rules those import) load
    // with the moment, not with every member's first visit.
    expect(session).toContain('lib/rewards/use-vip-level-up.ts');
    expect(session.has('lib/rewards/vip-level-up-news.ts')).toBe(false);
  });

  it('/mine, /recharge and /transfer compute on integer cents: their first chunks hold no decimal library', () => {
    for (const screen of ['member/mine-screen', 'wallet/recharge-screen', 'wallet/transfer-screen'])
      expect(staticGraph([`components/screens/${screen}.tsx`]).has('package:big.js')).toBe(false);
  });

  it("the lottery room's first chunk leaves the draw history, the verify view and the help to their first opening", () => {
    const room = staticGraph(['components/screens/lottery/lottery-screen.tsx']);
    for (const dialog of ['history-popup', 'verify-dialog', 'help-dialog'])
      expect(room.has(`components/lottery/${dialog}.tsx`)).toBe(false);
    expect(room.has('lib/lottery/fair-draw.ts')).toBe(false);
    // The bet popup stays: betting is why a player opens the room, and its first tap must not wait.
    expect(room).toContain('components/lottery/bet-popup.tsx');
  });

  it("/responsible's first chunk leaves the member tools (limits, exclusion, amounts) to their own", () => {
    const screen = staticGraph(['components/screens/protection/responsible-screen.tsx']);
    for (const tool of ['limits-section', 'exclusion-section', 'reality-check-setting', 'member-tools'])
      expect(screen.has(`components/protection/${tool}.tsx`)).toBe(false);
    expect(screen.has('package:big.js')).toBe(false);
  });
});
