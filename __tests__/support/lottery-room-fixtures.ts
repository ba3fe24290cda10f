/**
 * One lottery room as the server answers GET /api/lotteryRoom: the round with its countdown, the
 * last result and the open list (the docs/LOTTERY.md test vector: lottery 1, round 2984522 → 9, 3,
 * 1), a chat line and a play group whose description carries script the screen must sanitise.
 */
import type { WireLotteryRoom } from '@/contract/lottery/schemas';
import { FTIME } from './lottery-fixtures';

export const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
export const HASH = '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd';

export function wireRoom(timeout: number, over: Partial<WireLotteryRoom['lottery']['nowdata']> = {}): WireLotteryRoom {
  return {
    id: 11,
    title: '初级房',
    ftime: FTIME,
    lottery: {
      id: 1,
      title: '加拿大28',
      type: 2,
      nowdata: {
        expect: '2984522',
        nextexpect: '2984523',
        timeout,
        next_hash: 'ab'.repeat(32),
        last: {
          expect: '2984522',
          number: '9,3,1',
          hash: HASH,
          seed: SEED,
          extend: { numbers: [9, 3, 1], sum: 13, big_small: '小', odd_even: '单', combo: '小单' },
        },
        ...over,
      },
      openlist: [
        {
          expect: '2984521',
          number: '3,8,5',
          opentime: '2024-05-01 13:45:00',
          hash: HASH,
          seed: SEED,
          extend: { sum: 16, big_small: '大', odd_even: '双' },
        },
        {
          expect: '2984522',
          number: '9,3,1',
          opentime: '2024-05-01 13:48:30',
          hash: HASH,
          seed: SEED,
          extend: { sum: 13, big_small: '小', odd_even: '单' },
        },
      ],
    },
    chatdata: [
      {
        id: 1,
        user_id: 3,
        author: 'pla***01',
        avatar: '',
        content: '跟了',
        sysmsg: 0,
        created_at: '2024-05-01 13:44:10',
      },
    ],
    playbox: [
      {
        id: 1,
        name: '混合',
        desc: '<p>和值14-27为大</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>',
        special: 0,
        childrens: [{ id: 101, playtitle: '大', odds: '1.98' }],
      },
    ],
  };
}
