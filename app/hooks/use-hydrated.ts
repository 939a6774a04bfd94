import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

const subscribe = () => () => {};
/** Set by the server snapshot, which React reads only while rendering on the server or hydrating. */
let readServerSnapshot = false;
const serverSnapshot = () => {
  readServerSnapshot = true;
  return 0;
};
const clientSnapshot = () => 0;

/**
 * False on the server and while hydrating, true once scripts run: for script-only controls.
 *
 * A component that hydrates says false, as the server did, and turns true right after in a
 * transition, which React renders in slices of a few milliseconds. (With the plain
 * `useSyncExternalStore(…, () => true, () => false)` React re-renders every such component at
 * once, synchronously, when hydration ends: on the product list one task of 60–80 ms on this
 * machine.) A component mounted later, on a page the visitor navigated to, starts true: no flash
 * of the script-less version. How it knows: the snapshots here are equal, so React never renders
 * again for them, but it reads the server's only while hydrating (or on the server), and the
 * flag it sets is read in the same synchronous render.
 */
export function useHydrated(): boolean {
  // Written and read within this one synchronous call, around the hook that may set it.
  // eslint-disable-next-line react-hooks/globals
  readServerSnapshot = false;
  useSyncExternalStore(subscribe, clientSnapshot, serverSnapshot);
  const hydrating = readServerSnapshot;
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
