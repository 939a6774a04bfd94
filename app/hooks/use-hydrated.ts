import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False on the server and while hydrating, true once scripts run: for script-only controls. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
