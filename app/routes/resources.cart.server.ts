/**
 * What only the cart's endpoint (`resources.cart.ts`) does on the server: the toasts it answers
 * with, how it answers a form or a fetcher, and each change it makes to a cart (applying a
 * discount code is in `resources.cart.discount.server.ts`).
 */
import { data, redirect } from "react-router";
import { CART_INTENTS, clampQuantity, type CartActionData, type CartIntent } from "~/lib/cart";
import { decodeGuestCart, GUEST_ADD_PARAM } from "~/lib/guest-cart-format";
import { isUuid } from "~/lib/ids";
import { loginPath, safeRedirect } from "~/lib/safe-redirect";
import { addToCart, clearCart, mergeGuestCart, removeFromCart, setLineQuantity } from "~/server/cart.server";
import type { SessionUser } from "~/server/session.server";
import { combineHeaders, toastHeaders, type NewToast } from "~/server/toast.server";

/** The toasts the cart's answers carry. */
export const CART_TOASTS = {
  added: { type: "success", title: "cart.added", duration: 3000 },
  addFailed: { type: "error", title: "cart.errorTitle", description: "cart.addError" },
  soldOut: { type: "error", title: "cart.errorTitle", description: "cart.soldOutError" },
  seasonOnly: { type: "error", title: "cart.errorTitle", description: "cart.seasonOnlyError" },
  updateFailed: { type: "error", title: "cart.updateError" },
  removed: { type: "success", title: "cart.removed" },
  removeFailed: { type: "error", title: "cart.removeError" },
  cleared: { type: "success", title: "cart.cleared" },
  clearFailed: { type: "error", title: "cart.clearError" },
  transferred: { type: "success", title: "cart.transferred" },
  transferFailed: { type: "error", title: "cart.transferErrorTitle", description: "cart.transferError" },
  codeRemoved: { type: "success", title: "discount.removed" },
  codeRateLimited: { type: "error", title: "discount.invalidTitle", description: "discount.rateLimited" },
  codeCheckFailed: { type: "error", title: "discount.validationError" },
} satisfies Record<string, NewToast>;

export type Reply = (
  ok: boolean,
  toast: NewToast | null,
  extraHeaders?: HeadersInit,
  extra?: Partial<CartActionData>,
) => Promise<Response | ReturnType<typeof data>>;

/** Answers a plain form post with a redirect back, a fetcher with data; either carries the toast. */
export function replier(redirectTo: FormDataEntryValue | null, intent: string): Reply {
  return async (ok, toast, extraHeaders, extra) => {
    const headers = combineHeaders(toast ? await toastHeaders(toast) : null, extraHeaders);
    if (redirectTo !== null) return redirect(safeRedirect(redirectTo, "/kurv"), { headers });
    return data({ ...extra, ok, intent } satisfies CartActionData, { status: ok ? 200 : 400, headers });
  };
}

/** The toast for an intent that failed with an error. */
export const FAILURES: Partial<Record<CartIntent, NewToast>> = {
  [CART_INTENTS.add]: CART_TOASTS.addFailed,
  [CART_INTENTS.update]: CART_TOASTS.updateFailed,
  [CART_INTENTS.remove]: CART_TOASTS.removeFailed,
  [CART_INTENTS.clear]: CART_TOASTS.clearFailed,
  [CART_INTENTS.merge]: CART_TOASTS.transferFailed,
  [CART_INTENTS.applyDiscount]: { type: "error", title: "discount.applyError" },
};

/**
 * A guest's cart lives in the browser, so a plain form post cannot change it. An add sent
 * before the page's scripts had started goes back to the page with the line in the address
 * (?kurv=id:qty), and the browser puts it in the cart once scripts run. Anything else: log in.
 */
export async function guestPost(
  intent: CartIntent | null,
  form: FormData,
  redirectTo: FormDataEntryValue | null,
) {
  const back = safeRedirect(redirectTo, "/produkter");
  const productId = String(form.get("productId") ?? "");
  if (intent === CART_INTENTS.add && redirectTo !== null && isUuid(productId)) {
    const url = new URL(back, "http://localhost");
    url.searchParams.set(GUEST_ADD_PARAM, `${productId}:${clampQuantity(form.get("quantity") ?? 1) || 1}`);
    return redirect(`${url.pathname}${url.search}`);
  }
  return redirect(loginPath(back), {
    headers: await toastHeaders({ type: "info", title: "cart.loginToShop" }),
  });
}

/** A change to the account's cart; an intent it does not know is answered 400 (or sent back). */
export async function changeCart(intent: CartIntent | null, user: SessionUser, form: FormData, reply: Reply) {
  const productId = String(form.get("productId") ?? "");
  switch (intent) {
    case CART_INTENTS.add: {
      const outcome = await addToCart(user.id, productId, Number(form.get("quantity") ?? 1));
      if (outcome === "added") return reply(true, CART_TOASTS.added);
      if (outcome === "season-only") return reply(false, CART_TOASTS.seasonOnly);
      return reply(false, outcome === "unavailable" ? CART_TOASTS.soldOut : CART_TOASTS.addFailed);
    }
    case CART_INTENTS.update: {
      const changed = await setLineQuantity(user.id, productId, Number(form.get("quantity")));
      return reply(changed, changed ? null : CART_TOASTS.updateFailed);
    }
    case CART_INTENTS.remove: {
      const removed = await removeFromCart(user.id, productId);
      return reply(removed, removed ? CART_TOASTS.removed : CART_TOASTS.removeFailed);
    }
    case CART_INTENTS.clear:
      await clearCart(user.id);
      return reply(true, CART_TOASTS.cleared);
    case CART_INTENTS.merge: {
      const { merged, skipped } = await mergeGuestCart(
        user.id,
        decodeGuestCart(String(form.get("items") ?? "")),
      );
      const ok = skipped.length === 0;
      return reply(ok, ok ? CART_TOASTS.transferred : CART_TOASTS.transferFailed, undefined, {
        settled: [...merged, ...skipped],
      });
    }
    default:
      return reply(false, null);
  }
}
