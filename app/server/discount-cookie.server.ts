/**
 * The discount code a shopper applied, kept in a signed cookie until used or removed, and what
 * the shopper is told when it does not apply (the same words in the cart and at the checkout).
 */
import { createCookie } from "react-router";
import type { Language } from "~/i18n/languages";
import { normaliseCode, type DiscountProblem } from "~/lib/discounts";
import { roundToKroner } from "~/lib/money";
import { formatNumber } from "~/lib/numbers";
import { config } from "./config.server";
import { authSecret } from "./secret.server";
import type { NewToast } from "./toast.server";

function discountCookie() {
  return createCookie("krukke_discount", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config().publicUrl.startsWith("https:"),
    secrets: [authSecret()],
    maxAge: 7 * 24 * 60 * 60,
  });
}

export async function readDiscountCode(request: Request): Promise<string | null> {
  const value = await discountCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.length > 0 && value.length <= 64 ? normaliseCode(value) : null;
}

/** The Set-Cookie value that keeps a code, or forgets it (null). */
export async function discountCodeCookie(code: string | null): Promise<string> {
  return code === null
    ? discountCookie().serialize("", { maxAge: 0 })
    : discountCookie().serialize(normaliseCode(code));
}

/** Why a code does not apply, as a toast: 'Rabatkode opbrugt', the minimum purchase, and so on. */
export function discountProblemToast(problem: DiscountProblem, language: Language): NewToast {
  switch (problem.reason) {
    case "not-found":
      return { type: "error", title: "discount.invalidTitle", description: "discount.invalid" };
    case "expired":
      return { type: "error", title: "discount.invalidTitle", description: "discount.expired" };
    case "used-up":
      return { type: "error", title: "discount.usedUp" };
    case "minimum":
      return {
        type: "error",
        title: "discount.minimumTitle",
        description: "discount.minimum",
        values: { amount: formatNumber(roundToKroner(problem.minimum), language) },
      };
  }
}
