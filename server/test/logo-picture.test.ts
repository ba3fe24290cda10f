/**
 * The public client's hall logos (scripts/images/logo-picture.ts): a lottery's numbered balls and
 * its main picture stand clear above the code band along the bottom, so no number hides under it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BAND, logoSvg } from '../scripts/images/logo-picture.ts';
import { PLATFORM_ART } from '../scripts/images/platform-art.ts';

const num = (v: string | undefined) => Number(v);

/** The balls' circles (their gradient fill names them) as their lowest y, stroke included. */
function ballBottoms(svg: string): number[] {
  return [
    ...svg.matchAll(
      /<circle cx="[\d.]+" cy="([\d.]+)" r="([\d.]+)" fill="url\(#ball\d\)"[^>]*stroke-width="([\d.]+)"/g,
    ),
  ].map((m) => num(m[1]) + num(m[2]) + num(m[3]) / 2);
}

/** The emoji pictures (nested <svg> with x, y, width, height) as their lowest y. */
function pictureBottoms(svg: string): number[] {
  return [...svg.matchAll(/<svg x="[\d.-]+" y="([\d.-]+)" width="[\d.]+" height="([\d.]+)"/g)].map(
    (m) => num(m[1]) + num(m[2]),
  );
}

describe('hall logos', () => {
  const lotteries = Object.entries(PLATFORM_ART).filter(([, pose]) => pose.balls);

  it('the lotteries with balls are hk6 and am6', () => {
    assert.deepEqual(lotteries.map(([name]) => name).sort(), ['am6', 'hk6']);
  });

  for (const [name] of lotteries) {
    it(`${name}: three balls and the main picture end above the code band`, () => {
      const svg = logoSvg(name);
      const balls = ballBottoms(svg);
      assert.equal(balls.length, 3);
      for (const bottom of balls) assert.ok(bottom < BAND.y, `a ball ends at ${bottom}, the band starts at ${BAND.y}`);
      const ballTop = Math.min(
        ...[...svg.matchAll(/cy="([\d.]+)" r="([\d.]+)" fill="url\(#ball/g)].map((m) => num(m[1]) - num(m[2])),
      );
      const [main] = pictureBottoms(svg);
      assert.ok(
        main !== undefined && main <= ballTop,
        `the main picture ends at ${main}, the balls start at ${ballTop}`,
      );
    });
  }
});
