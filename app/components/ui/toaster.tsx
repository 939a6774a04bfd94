import { useEffect, useState, type ComponentType } from "react";
import type * as SonnerModule from "sonner";
import type { ExternalToast, ToasterProps } from "sonner";

/**
 * The shop's toasts (sonner), loaded on the first toast rather than with every page: most
 * visits never show one, and the library is a tenth of a first visit's JavaScript. `toast` has
 * sonner's shape for the calls the shop makes; `Toaster` mounts sonner's toaster once needed.
 */
type Sonner = typeof SonnerModule;
type Kind = "success" | "error" | "info" | "warning";

let sonner: Promise<Sonner> | null = null;
let mounted: Promise<void> | null = null;
let markMounted: () => void = () => {};
const wanted = new Set<(module: Sonner) => void>();

function load(): Promise<Sonner> {
  if (!sonner) {
    mounted = new Promise((resolve) => (markMounted = resolve));
    sonner = import("sonner");
    void sonner.then((module) => wanted.forEach((mount) => mount(module)));
  }
  return sonner;
}

async function show(kind: Kind, message: string, options?: ExternalToast) {
  const module = await load();
  // sonner's toaster only shows toasts made after it started listening.
  await mounted;
  module.toast[kind](message, options);
}

export const toast = {
  success: (message: string, options?: ExternalToast) => void show("success", message, options),
  error: (message: string, options?: ExternalToast) => void show("error", message, options),
  info: (message: string, options?: ExternalToast) => void show("info", message, options),
  warning: (message: string, options?: ExternalToast) => void show("warning", message, options),
};

export function Toaster(props: ToasterProps) {
  const [SonnerToaster, setSonnerToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    const mount = (module: Sonner) => setSonnerToaster(() => module.Toaster);
    wanted.add(mount);
    if (sonner) void sonner.then(mount);
    return () => {
      wanted.delete(mount);
    };
  }, []);
  useEffect(() => {
    // Runs after the toaster's own effects, so it is listening by now.
    if (SonnerToaster) markMounted();
  }, [SonnerToaster]);
  return SonnerToaster ? <SonnerToaster {...props} /> : null;
}
