// False in the server's HTML: controls that need JavaScript show only where they work.
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export function useScripted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
