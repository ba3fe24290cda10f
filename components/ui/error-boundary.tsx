'use client';
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What shows in place of the children once they have failed. */
  fallback: ReactNode;
  /** Told once per failure (a toast, say). */
  onError?: (error: unknown) => void;
}

/**
 * Keeps a failure where it happened: children that throw while rendering, or lazy code whose chunk
 * cannot load (a phone that lost the network, a page left open across a deploy whose old chunks
 * are gone), show `fallback` instead of taking the whole app down to the framework's error page.
 * Keyed by its owner to start afresh.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
