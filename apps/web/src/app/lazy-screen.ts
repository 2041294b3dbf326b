import { type ComponentType, createElement, lazy, useState } from 'react';

type ScreenModule = { default: ComponentType };

/**
 * A screen loaded on demand, like React.lazy, that renders at once when its code is already here. React.lazy
 * suspends on its first render even when the chunk has arrived, and React 19 then holds the revealed screen back
 * until 300 ms after the fallback showed: on Slow 4G the player painted ~400 ms after its code was in
 * (bench:first-page). `preload` starts (or reuses) the load; main.tsx awaits it for the first screen.
 */
export function lazyScreen(load: () => Promise<ScreenModule>) {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module.default;
    }));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Screen() {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount the screen.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Component);
  }
  return Object.assign(Screen, { preload });
}
