import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AlertHost } from '@/components/ui/alert-host';
import { Modal } from '@/components/ui/modal';
import { Toaster } from '@/components/ui/toaster';
import { showConfirm } from '@/lib/ui/alert';
import { dialogStack } from '@/lib/ui/dialog-stack';
import { toast } from '@/lib/ui/toast';

function Opener({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <Modal
        open={open}
        title="提示"
        testId="panel"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <p>内容</p>
      </Modal>
    </>
  );
}

const dialog = () => document.querySelector('dialog')!;

describe('Modal on the native dialog', () => {
  it('opens modal, named by its title, with the panel focused and the dialog in the open stack', () => {
    render(<Opener />);
    expect(document.querySelector('dialog')).toBeNull();
    fireEvent.click(screen.getByText('打开'));
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('dialog', { name: '提示' })).toBe(dialog());
    expect(dialog().parentElement).toBe(document.body);
    expect(document.activeElement).toBe(dialog());
    expect(dialogStack.get()).toEqual([dialog()]);
  });

  it('Esc or the back gesture (cancel) asks the owner to close; the app, not the browser, closes it', () => {
    const onClose = jest.fn();
    render(<Opener onClose={onClose} />);
    fireEvent.click(screen.getByText('打开'));
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void dialog().dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.querySelector('dialog')).toBeNull();
    expect(dialogStack.get()).toEqual([]);
  });

  it('a close the browser makes by itself reaches the owner once', () => {
    const onClose = jest.fn();
    render(<Opener onClose={onClose} />);
    fireEvent.click(screen.getByText('打开'));
    act(() => dialog().close());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('a tap outside the panel closes; a tap inside does not', () => {
    const onClose = jest.fn();
    render(<Opener onClose={onClose} />);
    fireEvent.click(screen.getByText('打开'));
    fireEvent.click(screen.getByText('内容'));
    fireEvent.click(screen.getByTestId('panel'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('panel').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the close button closes', () => {
    const onClose = jest.fn();
    render(<Opener onClose={onClose} />);
    fireEvent.click(screen.getByText('打开'));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an element marked data-autofocus takes the first focus', () => {
    render(
      <Modal open onClose={() => undefined}>
        <input aria-label="姓名" data-autofocus />
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('姓名'));
  });

  it('unmounting an open modal closes it, so focus goes back and the page scrolls again', () => {
    const { unmount } = render(
      <Modal open onClose={() => undefined}>
        内容
      </Modal>,
    );
    const d = dialog();
    const close = jest.spyOn(d, 'close');
    unmount();
    expect(close).toHaveBeenCalled();
    expect(dialogStack.get()).toEqual([]);
  });

  it('toasts move into the newest open dialog and back out when it closes', () => {
    render(
      <>
        <Toaster />
        <Opener />
      </>,
    );
    act(() => toast.success('复制成功！'));
    expect(screen.getByRole('status').closest('dialog')).toBeNull();
    fireEvent.click(screen.getByText('打开'));
    expect(screen.getByRole('status').closest('dialog')).toBe(dialog());
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.getByRole('status')).toHaveTextContent('复制成功！');
    expect(screen.getByRole('status').closest('dialog')).toBeNull();
  });
});

describe('alerts on the native dialog', () => {
  it('a close request (Esc, back gesture) on a confirm answers 取消', async () => {
    render(<AlertHost />);
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = showConfirm('确定退出吗？');
    });
    expect(screen.getByRole('dialog')).toHaveTextContent('确定退出吗？');
    act(() => void dialog().dispatchEvent(new Event('cancel', { cancelable: true })));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('its own 确定 answers yes', async () => {
    render(<AlertHost />);
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = showConfirm('确定退出吗？');
    });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(answer).resolves.toBe(true);
  });
});
