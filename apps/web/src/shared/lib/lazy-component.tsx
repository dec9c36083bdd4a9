import { type ComponentType, lazy } from 'react';

/** A lazily loaded component that is drawn at once when its code is already here. */
export interface LazyComponent<P extends object> {
  /** draws the loaded component; suspends (React.lazy) only while its code is still on its way */
  Component: ComponentType<P>;
  /** fetches the code (once); resolves when the component can be drawn without waiting */
  preload(): Promise<ComponentType<P>>;
}

/**
 * React.lazy, except that a component whose code has arrived is drawn directly: React.lazy still waits a tick
 * the first time it renders, which a page hydrating the server's markup spends on the placeholder, drawing the
 * server's part again. `load` answers the component (or a stand-in when its chunk cannot be fetched).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Component(props: P) {
    const Drawn = loaded ?? Lazy;
    return <Drawn {...props} />;
  }
  return { Component, preload };
}
