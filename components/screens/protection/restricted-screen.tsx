'use client';
/** Placeholder: the screen is being built. */
export default function Screen() {
  return null;
}
