/**
 * The keyboard patterns of docs/SCREENS.md#keyboard: tab strips (arrows, Home/End, one tab stop),
 * radio groups (arrows move and choose), switches (Space), dialogs (Esc, focus back to the opener).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ProtocolChoice } from '@/components/cards/protocol-choice';
import { BetQuickAmounts } from '@/components/lottery/bet-quick-amounts';
import { Modal } from '@/components/ui/modal';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { Segmented } from '@/components/ui/segmented-tabs';
import { ToggleSwitch } from '@/components/ui/toggle-switch';
import type { UsdtProtocol } from '@/lib/api/types';

function Tabs() {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
  const options = [
    { value: 'a', label: '公告' },
    { value: 'b', label: '站内信' },
    { value: 'c', label: '帮助' },
  ] as const;
  return (
    <Segmented options={options} value={value} onChange={setValue} label="消息">
      <p>内容 {value}</p>
    </Segmented>
  );
}

describe('tab strip', () => {
  it('is one tab stop (roving tabindex) that follows the arrows, Home and End', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">之前</button>
        <Tabs />
      </>,
    );
    const tab = (name: string) => screen.getByRole('tab', { name });
    const stops = () => screen.getAllByRole('tab').map((x) => x.tabIndex);
    expect(stops()).toEqual([0, -1, -1]);
    screen.getByRole('button', { name: '之前' }).focus();
    await user.tab();
    expect(tab('公告')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('站内信')).toHaveFocus();
    expect(tab('站内信')).toHaveAttribute('aria-selected', 'true');
    expect(stops()).toEqual([-1, 0, -1]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('内容 b');
    expect(tab('站内信')).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
    await user.keyboard('{End}');
    expect(tab('帮助')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('公告')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('帮助')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('公告')).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the strip for its panel, not for the next tab.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});

describe('radio groups', () => {
  function Amounts() {
    const [value, setValue] = useState(10);
    return <BetQuickAmounts value={value} onChange={setValue} />;
  }

  it('the quick amounts: one tab stop, the arrows move and choose', async () => {
    const user = userEvent.setup();
    render(<Amounts />);
    const radio = (name: string) => screen.getByRole('radio', { name });
    await user.tab();
    expect(radio('10')).toHaveFocus();
    expect(radio('10')).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(radio('20')).toHaveFocus();
    expect(radio('20')).toBeChecked();
    expect(radio('10')).not.toBeChecked();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(radio('500')).toBeChecked();
    expect(screen.getAllByRole('radio').filter((r) => r.tabIndex === 0)).toEqual([radio('500')]);
  });

  it('the USDT protocol: nothing chosen yet, then the arrows choose', async () => {
    const seen: UsdtProtocol[] = [];
    function Protocols() {
      const [value, setValue] = useState<UsdtProtocol | ''>('');
      return (
        <ProtocolChoice
          value={value}
          onChange={(p) => {
            seen.push(p);
            setValue(p);
          }}
        />
      );
    }
    const user = userEvent.setup();
    render(<Protocols />);
    expect(screen.getAllByRole('radio').filter((r) => r.getAttribute('aria-checked') === 'true')).toEqual([]);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radiogroup', { name: '钱包协议' })).toBeInTheDocument();
    expect(seen.length).toBe(1);
    expect(screen.getByRole('radio', { name: seen[0] })).toBeChecked();
  });

  it('SegmentedChoice (transfer direction, pay ways) moves with the arrows', async () => {
    function Direction() {
      const [value, setValue] = useState<'in' | 'out'>('in');
      return (
        <SegmentedChoice
          label="方向"
          value={value}
          onChange={setValue}
          options={[
            { value: 'in', label: '转入' },
            { value: 'out', label: '转出' },
          ]}
        />
      );
    }
    const user = userEvent.setup();
    render(<Direction />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '转出' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '转出' })).toHaveFocus();
  });
});

describe('switch', () => {
  it('Space toggles it, and it is named by its label', async () => {
    function Setting() {
      const [on, setOn] = useState(false);
      return <ToggleSwitch label="中奖提醒" checked={on} onChange={setOn} />;
    }
    const user = userEvent.setup();
    render(<Setting />);
    const toggle = screen.getByRole('switch', { name: '中奖提醒' });
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
  });
});

describe('dialog', () => {
  function Opener() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          投注
        </button>
        <Modal open={open} onClose={() => setOpen(false)} title="投注">
          <button type="button">确认</button>
        </Modal>
      </>
    );
  }

  // jsdom has no Esc → cancel mapping: the browser turns Esc (and Android's back) into `cancel`.
  const pressEsc = () =>
    act(() => void document.querySelector('dialog')!.dispatchEvent(new Event('cancel', { cancelable: true })));

  it('takes the focus when it opens; Esc closes it and the focus is back on the opener', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: '投注' });
    await user.tab();
    expect(opener).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: '投注' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    pressEsc();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('the focus goes back too when it closes through its own close button', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: '投注' });
    opener.focus();
    fireEvent.click(opener);
    screen.getByRole('button', { name: '确认' }).focus();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(opener).toHaveFocus();
  });
});
