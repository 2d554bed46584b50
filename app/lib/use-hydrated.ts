import { useSyncExternalStore } from "react";

/** A store that never changes: useSyncExternalStore then tells the hydrated page from the prerendered one. */
const noChanges = () => () => undefined;

/** False while the page renders as its prerendered HTML (and while hydrating), true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
