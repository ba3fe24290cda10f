import { downscaleAvatar } from '@/lib/member/downscale';

/** A fake decoded picture and a canvas that records what was drawn and encoded. */
function fakeBrowser(width: number, height: number) {
  const drawn: number[][] = [];
  const closed = jest.fn();
  (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest.fn(async () => ({
    width,
    height,
    close: closed,
  }));
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      ({
        drawImage: (...args: unknown[]) => drawn.push(args.slice(1) as number[]),
      }) as unknown as CanvasRenderingContext2D,
  );
  const encoded: { type: string; width: number; height: number }[] = [];
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done, type) {
    encoded.push({ type: type ?? '', width: this.width, height: this.height });
    done(new Blob(['x'], { type }));
  });
  return { drawn, encoded, closed };
}

afterEach(() => jest.restoreAllMocks());

describe('downscaleAvatar', () => {
  it('draws a large photo as a centred square of at most 256×256 and keeps JPEG as JPEG', async () => {
    const { drawn, encoded, closed } = fakeBrowser(1200, 800);
    const out = await downscaleAvatar(new File(['j'], 'photo.jpg', { type: 'image/jpeg' }));
    expect(encoded).toEqual([{ type: 'image/jpeg', width: 256, height: 256 }]);
    expect(drawn).toEqual([[200, 0, 800, 800, 0, 0, 256, 256]]);
    expect([out.name, out.type]).toEqual(['avatar.jpg', 'image/jpeg']);
    expect(closed).toHaveBeenCalled();
  });

  it('never enlarges a small picture; PNG and GIF become PNG', async () => {
    const { encoded } = fakeBrowser(100, 120);
    const out = await downscaleAvatar(new File(['g'], 'a.gif', { type: 'image/gif' }));
    expect(encoded).toEqual([{ type: 'image/png', width: 100, height: 100 }]);
    expect(out.type).toBe('image/png');
  });
});
