// True once the page runs scripts (after hydration), false in the server's HTML: controls that need
// JavaScript (copy, print) are shown only where they work.
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export function useScripted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
