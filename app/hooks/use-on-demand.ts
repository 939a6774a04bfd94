import { useCallback, useState } from "react";

/** Modules already loaded, so a component mounted later has them at once. */
const loadedModules = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * A module loaded when the visitor first reaches for what it draws, not with the page: the
 * dialogs and menus (Radix, floating-ui) are a fifth of a page's script and most visits never
 * open them. Call `prefetch()` when the visitor reaches for the control that opens it (pointer
 * over, focus, touch): the code is usually there before the click. `load()` starts or joins the
 * loading and resolves with the module; it rejects when the module cannot be fetched (offline),
 * for the caller's fallback. `importer` must be a module-level function (its identity is the
 * cache key).
 */
export function useOnDemand<Module>(importer: () => Promise<Module>) {
  const [module, setModule] = useState(() => loadedModules.get(importer) as Module | undefined);
  const load = useCallback(async () => {
    const loaded = await importer();
    loadedModules.set(importer, loaded);
    setModule(() => loaded);
    return loaded;
  }, [importer]);
  const prefetch = useCallback(() => void load().catch(() => {}), [load]);
  return { module, load, prefetch };
}
