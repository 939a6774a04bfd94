import { data } from "react-router";
import { CART_INTENTS, parseCartIntent } from "~/lib/cart";
import { decodeGuestCart } from "~/lib/guest-cart-format";
import { loadCart, previewGuestCart } from "~/server/cart.server";
import { discountCodeCookie, readDiscountCode } from "~/server/discount-cookie.server";
import { readForm } from "~/server/forms.server";
import { logger } from "~/server/logger.server";
import { getUser, viewerOf } from "~/server/session.server";
import type { Route } from "./+types/resources.cart";
import { applyDiscount } from "./resources.cart.discount.server";
import { CART_TOASTS, changeCart, FAILURES, guestPost, replier } from "./resources.cart.server";

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
