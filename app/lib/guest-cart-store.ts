/**
 * The guest cart: a list of productId and quantity in the browser's local storage (as the
 * specification says), shared by every component and every tab. Prices come from the server.
 */
import { clampQuantity, MAX_LINE_QUANTITY } from "./cart";
import { MAX_GUEST_LINES, type GuestCartLine } from "./guest-cart-format";
import { isUuid } from "./ids";

export const GUEST_CART_KEY = "cart";

const EMPTY: GuestCartLine[] = [];
let snapshot: GuestCartLine[] | null = null;
const listeners = new Set<() => void>();

function parse(raw: string | null): GuestCartLine[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return EMPTY;
    return value
      .map((item) => ({
        productId: String((item as { productId?: unknown }).productId ?? ""),
        quantity: clampQuantity((item as { quantity?: unknown }).quantity),
      }))
      .filter((line) => isUuid(line.productId) && line.quantity > 0)
      .slice(0, MAX_GUEST_LINES);
  } catch {
    return EMPTY;
  }
}

function read(): GuestCartLine[] {
  try {
    return parse(window.localStorage.getItem(GUEST_CART_KEY));
  } catch {
    return EMPTY; // storage blocked
  }
}

function write(lines: GuestCartLine[]) {
  snapshot = lines.length ? lines : EMPTY;
  try {
    if (lines.length) window.localStorage.setItem(GUEST_CART_KEY, JSON.stringify(lines));
    else window.localStorage.removeItem(GUEST_CART_KEY);
  } catch {
    // Storage blocked or full: the cart lasts for this page only.
  }
  for (const listener of listeners) listener();
}

/**
 * Another tab changed the cart: read it once, then tell every subscriber. One listener on the
 * window for all of them (a product list has a subscriber per card), there while any are.
 */
function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== GUEST_CART_KEY) return;
  snapshot = read();
  for (const listener of listeners) listener();
}

export const guestCart = {
  snapshot(): GuestCartLine[] {
    snapshot ??= read();
    return snapshot;
  },
  serverSnapshot(): GuestCartLine[] {
    return EMPTY;
  },
  subscribe(listener: () => void): () => void {
    if (listeners.size === 0) window.addEventListener("storage", onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener("storage", onStorage);
    };
  },
  add(productId: string, quantity: number) {
    const lines = guestCart.snapshot();
    const existing = lines.find((line) => line.productId === productId);
    const next = existing
      ? lines.map((line) =>
          line.productId === productId
            ? { ...line, quantity: Math.min(line.quantity + quantity, MAX_LINE_QUANTITY) }
            : line,
        )
      : [{ productId, quantity: clampQuantity(quantity) }, ...lines];
    write(next.filter((line) => line.quantity > 0).slice(0, MAX_GUEST_LINES));
  },
  /** 0 or less removes the line. */
  setQuantity(productId: string, quantity: number) {
    const count = clampQuantity(quantity);
    write(
      guestCart
        .snapshot()
        .map((line) => (line.productId === productId ? { ...line, quantity: count } : line))
        .filter((line) => line.quantity > 0),
    );
  },
  remove(productId: string) {
    write(guestCart.snapshot().filter((line) => line.productId !== productId));
  },
  clear() {
    write([]);
  },
};
