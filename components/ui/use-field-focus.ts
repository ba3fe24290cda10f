import { useRef, useState } from 'react';

/**
 * Which field the last check refused: it is highlighted and focused, so the player sees at once
 * what the toast is about. Typing in it clears the highlight; nothing typed is touched.
 */
export function useFieldFocus<F extends string>() {
  const refs = useRef<Partial<Record<F, HTMLElement | null>>>({});
  const [invalid, setInvalid] = useState<F | null>(null);
  return {
    invalid,
    ref: (field: F) => (el: HTMLElement | null) => {
      refs.current[field] = el;
    },
    refuse(field: F) {
      setInvalid(field);
      refs.current[field]?.focus();
    },
    clear(field: F) {
      setInvalid((current) => (current === field ? null : current));
    },
  };
}
