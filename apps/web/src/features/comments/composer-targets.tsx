import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';

/** A text area a saved reply can be inserted into: an open composer, or the quick reply. */
export interface ComposerTarget {
  insert: (text: string) => void;
}

interface ComposerTargets {
  register: (id: string, target: ComposerTarget, fallback: boolean) => void;
  unregister: (id: string) => void;
  activate: (id: string) => void;
  /** Inserts into the composer last opened or focused (the quick reply when none is); false when there is none. */
  insert: (text: string) => boolean;
}

const ComposerTargetsContext = createContext<ComposerTargets | null>(null);

/** Where « Insérer » of a saved reply writes: the composer the member is working in. */
export function ComposerTargetsProvider({ children }: { children: ReactNode }) {
  const targets = useRef(new Map<string, ComposerTarget>());
  const active = useRef<string | null>(null);
  const fallback = useRef<string | null>(null);
  const value = useMemo<ComposerTargets>(
    () => ({
      register: (id, target, isFallback) => {
        targets.current.set(id, target);
        if (isFallback) fallback.current = id;
      },
      unregister: (id) => {
        targets.current.delete(id);
        if (active.current === id) active.current = null;
        if (fallback.current === id) fallback.current = null;
      },
      activate: (id) => {
        active.current = id;
      },
      insert: (text) => {
        const target = targets.current.get(active.current ?? '') ?? targets.current.get(fallback.current ?? '');
        target?.insert(text);
        return target !== undefined;
      },
    }),
    [],
  );
  return <ComposerTargetsContext.Provider value={value}>{children}</ComposerTargetsContext.Provider>;
}

export function useComposerTargets(): ComposerTargets | null {
  return useContext(ComposerTargetsContext);
}

/**
 * Makes a composer a place saved replies go: registered while mounted, active as soon as it opens
 * (`activeOnMount`) and whenever it takes the focus (call the returned function then).
 */
export function useComposerTarget(id: string, insert: (text: string) => void, { fallback = false, activeOnMount = false } = {}): () => void {
  const targets = useComposerTargets();
  const insertRef = useRef(insert);
  useEffect(() => {
    insertRef.current = insert;
  });
  useEffect(() => {
    if (!targets) return;
    targets.register(id, { insert: (text) => insertRef.current(text) }, fallback);
    if (activeOnMount) targets.activate(id);
    return () => targets.unregister(id);
  }, [targets, id, fallback, activeOnMount]);
  return () => targets?.activate(id);
}
