// Code loaded after hydration begins: the server renders it in full; the browser keeps that HTML in a
// Suspense boundary until the chunk arrives (docs/seo.md, "before interactive").
import { Suspense, use, type ComponentType } from "react";

const starts: (() => Promise<unknown>)[] = [];

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
