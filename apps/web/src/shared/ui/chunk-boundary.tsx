import { Component, type ReactNode } from 'react';

interface ChunkBoundaryProps {
  /** drawn instead when the lazy part throws (its chunk could not be fetched: lost connection, new deployment) */
  fallback: ReactNode;
  /** told once when that happens */
  onError?: () => void;
  children: ReactNode;
}

/**
 * Keeps a lazily loaded part of a page (a dialog) from taking the page down with it: without it, a chunk that
 * cannot be fetched reaches the route's error page and the visitor loses the form they were filling in.
 */
export class ChunkBoundary extends Component<ChunkBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    this.props.onError?.();
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
