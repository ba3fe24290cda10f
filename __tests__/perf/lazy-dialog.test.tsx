import { act, render, screen } from '@testing-library/react';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { toastStore } from '@/lib/ui/toast';

function Hello({ open, name }: { open: boolean; name: string }) {
  return open ? <p role="dialog">你好，{name}</p> : null;
}

beforeEach(() => toastStore.set([]));

describe('a dialog loaded on its first opening', () => {
  it('closed: renders nothing and does not load its code', () => {
    const load = jest.fn(() => Promise.resolve(Hello));
    const Lazy = lazyDialog(load, (p) => p.open);
    render(<Lazy open={false} name="甲" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('open: loads the code once and shows the dialog with its props', async () => {
    const load = jest.fn(() => Promise.resolve(Hello));
    const Lazy = lazyDialog(load, (p) => p.open);
    const { rerender } = render(<Lazy open name="甲" />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('你好，甲');
    rerender(<Lazy open={false} name="甲" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Lazy open name="乙" />);
    await act(async () => {});
    expect(screen.getByRole('dialog')).toHaveTextContent('你好，乙');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('whose code cannot load: the player is told of the network, and the next opening loads again', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest
      .fn<Promise<typeof Hello>, []>()
      .mockRejectedValueOnce(new Error('Failed to load chunk'))
      .mockResolvedValue(Hello);
    const Lazy = lazyDialog(load, (p) => p.open);
    const { rerender } = render(
      <>
        <p>页面</p>
        <Lazy open name="甲" />
      </>,
    );
    await act(async () => {});
    expect(toastStore.get().map((x) => x.text)).toEqual(['网络异常，请检查网络后重试']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('页面')).toBeInTheDocument();
    rerender(<Lazy open={false} name="甲" />);
    rerender(<Lazy open name="乙" />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('你好，乙');
    expect(load).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it('whose code loads but fails: the player is told something went wrong, not of the network', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new TypeError("Cannot read properties of undefined (reading 'name')");
    }
    const Lazy = lazyDialog(
      () => Promise.resolve(Broken),
      () => true,
    );
    render(
      <>
        <p>页面</p>
        <Lazy />
      </>,
    );
    await act(async () => {});
    expect(toastStore.get().map((x) => x.text)).toEqual(['页面出错了']);
    expect(screen.getByText('页面')).toBeInTheDocument();
    spy.mockRestore();
  });
});
