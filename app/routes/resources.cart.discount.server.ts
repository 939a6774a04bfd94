/**
 * Applying a discount code at the cart's endpoint (`resources.cart.ts`): only that route does it,
 * so it lives beside it, next to the rest of its server code in `resources.cart.server.ts`.
 */
import { checkDiscount } from "~/lib/discounts";
import type { CartView } from "~/lib/cart";
import { decodeGuestCart } from "~/lib/guest-cart-format";
import { roundToKroner } from "~/lib/money";
import { formatNumber } from "~/lib/numbers";
import { findDiscountCode, loadCart, previewGuestCart } from "~/server/cart.server";
import { discountCodeCookie, discountProblemToast } from "~/server/discount-cookie.server";
import { resolveLanguage } from "~/server/language.server";
import { logger } from "~/server/logger.server";
import { hitRateLimit } from "~/server/rate-limit.server";
import { viewerOf, type SessionUser } from "~/server/session.server";
import { CART_TOASTS, type Reply } from "./resources.cart.server";

/** Discount checks per IP address: enough for a shopper, too few to guess codes. */
const DISCOUNT_CHECKS = { limit: 20, windowSeconds: 10 * 60 };

/** The shopper's lines: the account's cart, or the guest's lines sent with the form. */
function cartFor(user: SessionUser | null, form: FormData, code: string | null): Promise<CartView> {
  return user
    ? loadCart(user.id, viewerOf(user), code)
    : previewGuestCart(decodeGuestCart(String(form.get("items") ?? "")), code);
}

/** Checks a discount code against the shopper's cart and, when it applies, keeps it in a cookie. */
export async function applyDiscount(
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
