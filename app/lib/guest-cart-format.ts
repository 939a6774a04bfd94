/**
 * A guest cart travels to the server as "id:quantity,id:quantity" (in a query string or a form
 * field): short, and easy to read back strictly.
 */
import { clampQuantity } from "./cart";
import { isUuid } from "./ids";

export type GuestCartLine = { productId: string; quantity: number };

export const MAX_GUEST_LINES = 50;

/** ?kurv=id:qty: a guest's add that reached the server as a plain form post (see resources.cart). */
export const GUEST_ADD_PARAM = "kurv";

export function encodeGuestCart(lines: GuestCartLine[]): string {
  return lines.map((line) => `${line.productId}:${line.quantity}`).join(",");
}

/** Reads what `encodeGuestCart` wrote; anything malformed is left out. */
export function decodeGuestCart(value: string | null | undefined): GuestCartLine[] {
  if (!value) return [];
  const lines: GuestCartLine[] = [];
  for (const part of value.split(",").slice(0, MAX_GUEST_LINES)) {
    const [productId = "", quantity] = part.split(":");
    const count = clampQuantity(quantity);
    if (isUuid(productId) && count > 0) lines.push({ productId, quantity: count });
  }
  return lines;
}
