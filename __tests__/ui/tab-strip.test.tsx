import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PillTabs, PillTabsSkeleton, Segmented } from '@/components/ui/segmented-tabs';

const OPTIONS = [
  { value: 'a', label: '公告' },
  { value: 'b', label: '站内信' },
  { value: 'c', label: '帮助' },
] as const;

function Harness({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('b');
  return (
    <Segmented
      options={OPTIONS}
      value={value}
      onChange={(v) => {
        onChange(v);
        setValue(v);
      }}
      label="消息"
    >
      <p>panel {value}</p>
    </Segmented>
  );
}

describe('TabStrip (WAI-ARIA tabs)', () => {
  it('wires the tablist, the selected tab and its panel', () => {
    render(<Harness onChange={() => {}} />);
    expect(screen.getByRole('tablist', { name: '消息' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: '站内信' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('panel b');
    expect(tab).toHaveAttribute('aria-controls', panel.id);
  });

  it('moves with the arrow keys, Home and End, reporting each choice', () => {
    const seen: string[] = [];
    render(<Harness onChange={(v) => seen.push(v)} />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('站内信').focus();
    fireEvent.keyDown(tab('站内信'), { key: 'ArrowRight' });
    expect(tab('帮助')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('帮助'), { key: 'Home' });
    expect(tab('公告')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('公告'), { key: 'End' });
    expect(tab('帮助')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('帮助'), { key: 'ArrowLeft' });
    expect(seen).toEqual(['c', 'a', 'c', 'b']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel b');
  });

  it('reports nothing when the selected tab is tapped again', () => {
    const seen: string[] = [];
    render(<Harness onChange={(v) => seen.push(v)} />);
    fireEvent.click(screen.getByRole('tab', { name: '站内信' }));
    expect(seen).toEqual([]);
  });
});

describe('PillTabsSkeleton (the pill strip while its options load)', () => {
  // jsdom has no layout: the placeholder must take the strip's row and each pill's minimum height
  // from the same classes, or the content under it moves when the pills land (CLS on /activity).
  it("has the strip's row and the pills' touch height, and is hidden from assistive technology", () => {
    const { container: loading } = render(<PillTabsSkeleton count={3} />);
    const { container: loaded } = render(
      <PillTabs tone="raised" options={OPTIONS} value="a" onChange={() => {}} label="活动类型" />,
    );
    const row = loading.firstElementChild as HTMLElement;
    const list = loaded.querySelector('[role="tablist"]') as HTMLElement;
    expect(row.getAttribute('aria-hidden')).toBe('true');
    expect(row.className).toBe(list.className);
    expect(row.children).toHaveLength(3);
    const tab = loaded.querySelector('[role="tab"]') as HTMLElement;
    expect(tab.className).toContain('min-h-touch');
    for (const pill of Array.from(row.children)) expect(pill.className).toContain('min-h-touch');
  });
});
