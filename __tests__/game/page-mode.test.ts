import { gamePageMode, needsLogin, venueOf } from '@/lib/game/page-mode';
import { parseQuery } from '@/lib/router/queries';

const mode = (qs: string) => gamePageMode(parseQuery('/gamePage', new URLSearchParams(qs)));

describe('/gamePage modes (docs/SCREENS.md#gamepage)', () => {
  it('reads each mode from the query, in the documented order', () => {
    expect(mode('url=https%3A%2F%2Fg.example%2Fx&platname=ag')).toEqual({
      kind: 'url',
      url: 'https://g.example/x',
      platform: 'ag',
    });
    expect(mode('dailiD=1')).toEqual({ kind: 'agent' });
    expect(mode('dailiD=2')).toEqual({ kind: 'service' });
    expect(mode('app=1')).toEqual({ kind: 'app' });
    expect(mode('platname=pp&code=vs20&type=concise&name=PP')).toEqual({
      kind: 'game',
      platform: 'pp',
      gameCode: 'vs20',
      category: 'concise',
    });
    expect(mode('')).toEqual({ kind: 'none' });
    // url wins over everything; dailiD over app.
    expect(mode('url=https%3A%2F%2Fa.example&dailiD=1').kind).toBe('url');
    expect(mode('dailiD=2&app=1').kind).toBe('service');
    expect(mode('dailiD=3&platname=ag').kind).toBe('game');
  });

  it('needs a token for everything but customer service', () => {
    expect(needsLogin(mode('dailiD=2'))).toBe(false);
    for (const qs of ['platname=ag', 'dailiD=1', 'app=1', 'url=https%3A%2F%2Fa.example', ''])
      expect(needsLogin(mode(qs))).toBe(true);
  });

  it('has a venue for the transfer popup only with a platform', () => {
    expect(venueOf(mode('platname=ag'))).toBe('ag');
    expect(venueOf(mode('url=https%3A%2F%2Fa.example&platname=bg'))).toBe('bg');
    expect(venueOf(mode('url=https%3A%2F%2Fa.example'))).toBeNull();
    expect(venueOf(mode('dailiD=1'))).toBeNull();
  });
});
