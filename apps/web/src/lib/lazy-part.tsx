import { lazy, type ComponentType } from "react";

const loaders = new Map<string, () => Promise<unknown>>();
const rendered = new Set<string>();

/**
 * `React.lazy` for a part of a page that loads after the page's own code (a form, the footer's
 * links), under a name. The prerender notes which parts a page showed (`renderedParts`), and the
 * client loads those (`loadParts`) before it hydrates, so the whole first screen comes alive at once
 * instead of some parts staying dead until their code arrives.
 */
export function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const start = () => (loading ??= load().then((component) => (loaded = component)));
  loaders.set(name, start);
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function Part(props: P) {
    if (import.meta.env.SSR) rendered.add(name);
    // Once its code is here, the part renders at once: React.lazy would still suspend for a moment,
    // and a prerendered part would then be hydrated later, in a task of its own, at a higher priority.
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return Part;
}

/** The parts rendered since the last call (the prerender, one page at a time). */
export function renderedParts(): string[] {
  const names = [...rendered];
  rendered.clear();
  return names;
}

/** Loads the named parts (those of modules loaded so far; unknown names are skipped). */
export function loadParts(names: string[]): Promise<unknown> {
  return Promise.all(
    names.map((name) =>
      loaders
        .get(name)?.()
        .catch(() => undefined),
    ),
  );
}
