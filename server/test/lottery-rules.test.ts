/** The extended fields of a sum-of-three draw (docs/API.md#lotteryroom): the sum's colour wave. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { digitsExtend, sumWaveOf } from '../src/domain/lottery/rules.ts';

describe('sum colour of a sum-of-three draw', () => {
  it('colours every sum 1–26 but 13 and 14, eight of each wave', () => {
    const waves = Array.from({ length: 28 }, (_, sum) => sumWaveOf(sum));
    assert.deepEqual(
      [0, 13, 14, 27].map((s) => waves[s]),
      [null, null, null, null],
    );
    for (const wave of ['红', '绿', '蓝'] as const) assert.equal(waves.filter((w) => w === wave).length, 8, wave);
    assert.deepEqual([3, 16, 26].map(sumWaveOf), ['红', '绿', '蓝']);
  });

  it('is part of the draw extend, next to the other labels', () => {
    assert.deepEqual(digitsExtend([3, 8, 5]), {
      numbers: [3, 8, 5],
      sum: 16,
      big_small: '大',
      odd_even: '双',
      combo: '大双',
      extreme: null,
      shape: '杂六',
      color: '绿',
    });
    assert.equal(digitsExtend([9, 9, 9]).color, null);
  });
});
