import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { toastStore } from '@/lib/ui/toast';

interface HelloProps {
  open: boolean;
  name: string;
  onClose: () => void;
}
function Hello({ open, name }: HelloProps) {
  return open ? <p role="dialog">你好，{name}</p> : null;
}
const close = () => {};

/** A screen that opens the dialog with a tap and closes it through the dialog's onClose. */
function Owner({ Lazy }: { Lazy: ComponentType<HelloProps> }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>打开</button>
      <Lazy open={open} name="乙" onClose={() => setOpen(false)} />
    </>
  );
}

beforeEach(() => toastStore.set([]));

describe('a dialog loaded on its first opening', () => {
  it('closed: renders nothing and does not load its code', () => {
    const load = jest.fn(() => Promise.resolve(Hello));
    const Lazy = lazyDialog(load, (p) => p.open);
    render(<Lazy open={false} name="甲" onClose={close} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('open: loads the code once and shows the dialog with its props', async () => {
    const load = jest.fn(() => Promise.resolve(Hello));
    const Lazy = lazyDialog(load, (p) => p.open);
    const { rerender } = render(<Lazy open name="甲" onClose={close} />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('你好，甲');
    rerender(<Lazy open={false} name="甲" onClose={close} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Lazy open name="乙" onClose={close} />);
    await act(async () => {});
    expect(screen.getByRole('dialog')).toHaveTextContent('你好，乙');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('whose code cannot load: the player is told of the network, it closes, and the next tap loads it again', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest
      .fn<Promise<typeof Hello>, []>()
      .mockRejectedValueOnce(new Error('Failed to load chunk'))
      .mockResolvedValue(Hello);
    const Lazy = lazyDialog(load, (p) => p.open);
    render(
      <>
        <p>页面</p>
        <Owner Lazy={Lazy} />
      </>,
    );
    await act(async () => {});
    expect(toastStore.get().map((x) => x.text)).toEqual(['网络异常，请检查网络后重试']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('页面')).toBeInTheDocument();
    // The owner was told to close: its "open" is not left set, so the tap opens the dialog again.
    fireEvent.click(screen.getByRole('button', { name: '打开' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('你好，乙');
    expect(load).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it('whose code loads but fails: the player is told something went wrong, not of the network', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(_: { onClose: () => void }): never {
      throw new TypeError("Cannot read properties of undefined (reading 'name')");
    }
    const Lazy = lazyDialog(
      () => Promise.resolve(Broken),
      () => true,
    );
    render(
      <>
        <p>页面</p>
        <Lazy onClose={close} />
      </>,
    );
    await act(async () => {});
    expect(toastStore.get().map((x) => x.text)).toEqual(['页面出错了']);
    expect(screen.getByText('页面')).toBeInTheDocument();
    spy.mockRestore();
  });
});
