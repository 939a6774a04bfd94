/** The discount code a shopper applied, kept in a signed cookie until used or removed. */
import { createCookie } from "react-router";
import { normaliseCode } from "~/lib/discounts";
import { config } from "./config.server";
import { authSecret } from "./secret.server";

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
