import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Radio, RadioGroup } from '@/components/ui/radio-group';

function Harness({ start, onChange }: { start: string | null; onChange: (v: string) => void }) {
  const [value, setValue] = useState<string | null>(start);
  return (
    <RadioGroup
      value={value}
      onChange={(v: string) => {
        onChange(v);
        setValue(v);
      }}
      aria-label="协议"
    >
      {['TRC20', 'ERC20', 'OMNI'].map((p) => (
        <Radio key={p} value={p} className={({ checked }) => (checked ? 'on' : 'off')}>
          {({ checked }) => `${p}${checked ? ' ✓' : ''}`}
        </Radio>
      ))}
    </RadioGroup>
  );
}

const stops = () => screen.getAllByRole('radio').filter((r) => r.tabIndex === 0);

describe('RadioGroup', () => {
  it('while none is checked, the first radio is the one tab stop', () => {
    render(<Harness start={null} onChange={() => {}} />);
    expect(screen.getByRole('radiogroup', { name: '协议' })).toBeInTheDocument();
    expect(stops()).toEqual([screen.getByRole('radio', { name: 'TRC20' })]);
  });

  it('the checked radio is the tab stop, and its state reaches className and children', () => {
    render(<Harness start="ERC20" onChange={() => {}} />);
    const erc = screen.getByRole('radio', { name: 'ERC20 ✓' });
    expect(erc).toHaveAttribute('aria-checked', 'true');
    expect(erc).toHaveClass('on');
    expect(stops()).toEqual([erc]);
  });

  it('the arrows move and choose (wrapping), Space chooses, the checked one again reports nothing', () => {
    const seen: string[] = [];
    render(<Harness start="TRC20" onChange={(v) => seen.push(v)} />);
    fireEvent.keyDown(screen.getByRole('radio', { name: 'TRC20 ✓' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('radio', { name: 'OMNI ✓' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('radio', { name: 'OMNI ✓' }), { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('radio', { name: 'TRC20 ✓' }), { key: ' ' });
    fireEvent.click(screen.getByRole('radio', { name: 'ERC20' }));
    expect(seen).toEqual(['OMNI', 'TRC20', 'ERC20']);
  });
});
