'use client';
import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

/**
 * One choice out of a few (WAI-ARIA radio group): one tab stop (the checked radio, or the first
 * while none is), the arrow keys move and choose, Space chooses. Values are compared with
 * Object.is. The app's few radio groups need no more than this, so no library comes with them.
 */
interface GroupState {
  value: unknown;
  choose: (value: unknown) => void;
  /** The key of the radio that takes the tab stop while none is checked. */
  firstKey: string | null;
}

const Group = createContext<GroupState | null>(null);

const NEXT: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function RadioGroup<V>({
  value,
  onChange,
  className,
  style,
  children,
  ...aria
}: {
  /** null: nothing chosen yet. */
  value: V | null;
  onChange: (value: V) => void;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
  'aria-label': string;
  'data-testid'?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [firstKey, setFirstKey] = useState<string | null>(null);
  // While no radio is checked the first one is the tab stop; read from the rendered group, again
  // when the value or the radios shown (a grid that expands) change.
  useLayoutEffect(() => {
    const el = ref.current;
    const none = el && !el.querySelector('[role="radio"][aria-checked="true"]');
    setFirstKey(none ? (el.querySelector<HTMLElement>('[role="radio"]')?.dataset.key ?? null) : null);
  }, [value, children]);
  const choose = (v: unknown) => {
    if (!Object.is(v, value)) onChange(v as V);
  };
  const state: GroupState = { value, choose, firstKey };
  return (
    <Group.Provider value={state}>
      <div ref={ref} role="radiogroup" className={className} style={style} {...aria}>
        {children}
      </div>
    </Group.Provider>
  );
}

/** The radio a key moves to within its group (wrapping), or null for any other key. */
export function radioKeyTarget(key: string, from: HTMLElement): HTMLElement | null {
  const step = NEXT[key];
  const group = from.closest('[role="radiogroup"]');
  if (!step || !group) return null;
  const radios = [...group.querySelectorAll<HTMLElement>('[role="radio"]')];
  const at = radios.indexOf(from);
  return radios[(at + step + radios.length) % radios.length] ?? null;
}

type State = { checked: boolean };

export function Radio<V>({
  value,
  className,
  children,
  ...rest
}: {
  value: V;
  className?: string | ((state: State) => string);
  children: ReactNode | ((state: State) => ReactNode);
  'aria-label'?: string;
  'data-testid'?: string;
  lang?: string;
}) {
  const group = useContext(Group);
  if (!group) throw new Error('Radio outside a RadioGroup');
  const checked = Object.is(group.value, value);
  const key = String(value);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === ' ') {
      e.preventDefault();
      group.choose(value);
      return;
    }
    const to = radioKeyTarget(e.key, e.currentTarget);
    if (!to) return;
    e.preventDefault();
    to.focus();
    // The target's own click handler chooses it, with its own value.
    to.click();
  };
  return (
    <div
      role="radio"
      aria-checked={checked}
      tabIndex={checked || group.firstKey === key ? 0 : -1}
      data-key={key}
      data-checked={checked || undefined}
      onClick={() => group.choose(value)}
      onKeyDown={onKeyDown}
      className={typeof className === 'function' ? className({ checked }) : className}
      {...rest}
    >
      {typeof children === 'function' ? children({ checked }) : children}
    </div>
  );
}
