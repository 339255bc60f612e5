// A part of a page whose code the browser loads after hydration has begun, not before. The server
// renders it in full (every deferred module is loaded before a render: loadDeferredSections); in the
// browser it sits in a Suspense boundary, so React keeps the server's HTML and hydrates the rest of
// the page at once, then this part on its own when its chunk arrives (docs/seo.md, "before interactive").
import { Suspense, use, type ComponentType } from "react";

const starts: (() => Promise<unknown>)[] = [];

/** Wraps a component loaded on demand; `load` resolves to the component itself. */
export function deferredSection<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const start = () => (pending ??= load().then((component) => (loaded = component)));
  starts.push(start);
  function Loaded(props: P) {
    const Component = loaded ?? use(start());
    return <Component {...props} />;
  }
  return function DeferredSection(props: P) {
    // No fallback: during hydration the server's HTML stays in place until the code is there.
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/** Loads every deferred part the loaded page modules declared, so a server render never suspends on one. */
export function loadDeferredSections(): Promise<unknown> {
  return Promise.all(starts.map((start) => start()));
}
