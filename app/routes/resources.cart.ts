import { data, redirect } from "react-router";
import { checkDiscount } from "~/lib/discounts";
import {
  CART_INTENTS,
  clampQuantity,
  parseCartIntent,
  type CartActionData,
  type CartIntent,
  type CartView,
} from "~/lib/cart";
import { decodeGuestCart, GUEST_ADD_PARAM } from "~/lib/guest-cart-format";
import { isUuid } from "~/lib/ids";
import { roundToKroner } from "~/lib/money";
import { formatNumber } from "~/lib/numbers";
import { loginPath, safeRedirect } from "~/lib/safe-redirect";
import {
  addToCart,
  clearCart,
  findDiscountCode,
  loadCart,
  mergeGuestCart,
  previewGuestCart,
  removeFromCart,
  setLineQuantity,
} from "~/server/cart.server";
import { discountCodeCookie, discountProblemToast, readDiscountCode } from "~/server/discount-cookie.server";
import { resolveLanguage } from "~/server/language.server";
import { logger } from "~/server/logger.server";
import { hitRateLimit } from "~/server/rate-limit.server";
import { getUser, viewerOf, type SessionUser } from "~/server/session.server";
import { combineHeaders, toastHeaders, type NewToast } from "~/server/toast.server";
import type { Route } from "./+types/resources.cart";
import { readForm } from "~/server/forms.server";

/**
 * The cart's one endpoint. GET: the viewer's cart, priced on the server (a guest sends their
 * lines as ?items=id:qty,…). POST: every change, by `intent` (one of `CART_INTENTS`). Forms
 * without JavaScript send a `redirectTo` and are answered with a redirect back; the enhanced UI
 * gets data.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const [user, code] = await Promise.all([getUser(request), readDiscountCode(request)]);
  const cart = user
    ? await loadCart(user.id, viewerOf(user), code)
    : await previewGuestCart(decodeGuestCart(url.searchParams.get("items")), code);
  return data(cart, { headers: { "Cache-Control": "private, no-store" } });
}

/** Discount checks per IP address: enough for a shopper, too few to guess codes. */
const DISCOUNT_CHECKS = { limit: 20, windowSeconds: 10 * 60 };

const CART_TOASTS = {
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

type Reply = (
  ok: boolean,
  toast: NewToast | null,
  extraHeaders?: HeadersInit,
  extra?: Partial<CartActionData>,
) => Promise<Response | ReturnType<typeof data>>;

/** Answers a plain form post with a redirect back, a fetcher with data; either carries the toast. */
function replier(redirectTo: FormDataEntryValue | null, intent: string): Reply {
  return async (ok, toast, extraHeaders, extra) => {
    const headers = combineHeaders(toast ? await toastHeaders(toast) : null, extraHeaders);
    if (redirectTo !== null) return redirect(safeRedirect(redirectTo, "/kurv"), { headers });
    return data({ ...extra, ok, intent } satisfies CartActionData, { status: ok ? 200 : 400, headers });
  };
}

const FAILURES: Partial<Record<CartIntent, NewToast>> = {
  [CART_INTENTS.add]: CART_TOASTS.addFailed,
  [CART_INTENTS.update]: CART_TOASTS.updateFailed,
  [CART_INTENTS.remove]: CART_TOASTS.removeFailed,
  [CART_INTENTS.clear]: CART_TOASTS.clearFailed,
  [CART_INTENTS.merge]: CART_TOASTS.transferFailed,
  [CART_INTENTS.applyDiscount]: { type: "error", title: "discount.applyError" },
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const sent = String(form.get("intent") ?? "");
  const intent = parseCartIntent(sent);
  const redirectTo = form.get("redirectTo");
  const reply = replier(redirectTo, sent);
  const user = await getUser(request);
  try {
    if (intent === CART_INTENTS.removeDiscount) {
      return await reply(true, CART_TOASTS.codeRemoved, { "Set-Cookie": await discountCodeCookie(null) });
    }
    if (intent === CART_INTENTS.applyDiscount) {
      return await applyDiscount(form, user, request, context.clientIp, reply);
    }
    if (!user) return guestPost(intent, form, redirectTo);
    return await changeCart(intent, user, form, reply);
  } catch (error) {
    logger.error({ err: error, intent: sent }, "cart action failed");
    return reply(false, (intent && FAILURES[intent]) ?? CART_TOASTS.addFailed);
  }
}

/**
 * A guest's cart lives in the browser, so a plain form post cannot change it. An add sent
 * before the page's scripts had started goes back to the page with the line in the address
 * (?kurv=id:qty), and the browser puts it in the cart once scripts run. Anything else: log in.
 */
async function guestPost(intent: CartIntent | null, form: FormData, redirectTo: FormDataEntryValue | null) {
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
async function changeCart(intent: CartIntent | null, user: SessionUser, form: FormData, reply: Reply) {
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

/** The shopper's lines: the account's cart, or the guest's lines sent with the form. */
function cartFor(user: SessionUser | null, form: FormData, code: string | null): Promise<CartView> {
  return user
    ? loadCart(user.id, viewerOf(user), code)
    : previewGuestCart(decodeGuestCart(String(form.get("items") ?? "")), code);
}

async function applyDiscount(
  form: FormData,
  user: SessionUser | null,
  request: Request,
  clientIp: string,
  reply: Reply,
) {
  const limited = await hitRateLimit(`discount-ip:${clientIp}`, DISCOUNT_CHECKS);
  if (limited.limited) return reply(false, CART_TOASTS.codeRateLimited);

  const language = resolveLanguage(request).language;
  const kroner = (ore: number) => formatNumber(roundToKroner(ore), language);
  let check;
  try {
    const cart = await cartFor(user, form, null);
    check = checkDiscount(
      await findDiscountCode(String(form.get("code") ?? "").slice(0, 64)),
      cart.totals.subtotal,
    );
  } catch (error) {
    logger.error({ err: error }, "discount check failed");
    return reply(false, CART_TOASTS.codeCheckFailed);
  }
  if (!check.ok) return reply(false, discountProblemToast(check, language));
  const applied = await cartFor(user, form, check.rule.code);
  return reply(
    true,
    {
      type: "success",
      title: "discount.applied",
      description: "discount.saved",
      values: { amount: kroner(applied.totals.discount) },
    },
    { "Set-Cookie": await discountCodeCookie(check.rule.code) },
  );
}
