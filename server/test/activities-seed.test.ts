/**
 * The demo activities say one amount: the bonus an approved application pays. A title or rule text
 * naming another figure (新人首存送100% beside a fixed 88.00, 最高 888 元) told players something the
 * site never pays (docs/SCREENS.md#activity).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { DEMO_ACTIVITIES } from '../src/seed/activities-data.ts';

/** Every "N元" or "N%" a text names (a deposit threshold is "满 N 元", named as such). */
const amounts = (text: string) =>
  [...text.replace(/满\s*\d+(\.\d+)?\s*元/g, '').matchAll(/(\d+(?:\.\d+)?)\s*(元|%)/g)].map((m) =>
    m[0].replace(/\s/g, ''),
  );

test('each demo activity names only its own bonus, in its title and its rules', () => {
  for (const a of DEMO_ACTIVITIES) {
    const bonus = `${Number(a.bonus)}元`;
    const named = [...amounts(a.title), ...amounts(a.content.split('<ol>')[0]!)];
    for (const n of named) assert.equal(n, bonus, `${a.title}: ${n} is not the bonus ${a.bonus}`);
  }
});

test('a demo banner shows the bonus, not the title printed again under it', () => {
  for (const a of DEMO_ACTIVITIES) {
    const svg = readFileSync(new URL(`../assets/uploads/${a.banner}`, import.meta.url), 'utf8');
    assert.ok(!svg.includes(a.title), `${a.banner} prints the title`);
    if (a.bonus !== '0') assert.ok(svg.includes(`${a.bonus} 元`), `${a.banner} lacks the bonus`);
  }
});
