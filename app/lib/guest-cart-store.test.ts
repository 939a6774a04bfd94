// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { GUEST_CART_KEY, guestCart } from "./guest-cart-store";

const soup = "11111111-1111-4111-8111-111111111111";
const stew = "22222222-2222-4222-8222-222222222222";

describe("the guest cart in local storage", () => {
  beforeEach(() => guestCart.clear());

  it("keeps productId and quantity, newest first, adding to a line already there", () => {
    guestCart.add(soup, 1);
    guestCart.add(stew, 2);
    guestCart.add(soup, 2);
    expect(guestCart.snapshot()).toEqual([
      { productId: stew, quantity: 2 },
      { productId: soup, quantity: 3 },
    ]);
    expect(JSON.parse(window.localStorage.getItem(GUEST_CART_KEY)!)).toEqual(guestCart.snapshot());
  });

  it("removes a line set to 0 or less", () => {
    guestCart.add(soup, 2);
    guestCart.setQuantity(soup, 0);
    expect(guestCart.snapshot()).toEqual([]);
    guestCart.add(soup, 2);
    guestCart.setQuantity(soup, -3);
    expect(guestCart.snapshot()).toEqual([]);
  });

  it("caps a line at 99 and ignores what someone wrote into storage by hand", () => {
    guestCart.add(soup, 90);
    guestCart.add(soup, 20);
    expect(guestCart.snapshot()[0]!.quantity).toBe(99);
  });

  it("follows changes made in another tab, leaving out what is malformed", () => {
    let notified = 0;
    const unsubscribe = guestCart.subscribe(() => (notified += 1));
    window.localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify([
        { productId: "x", quantity: 2 },
        { productId: stew, quantity: "3" },
        "junk",
        { productId: soup, quantity: 0 },
      ]),
    );
    window.dispatchEvent(new StorageEvent("storage", { key: GUEST_CART_KEY }));
    expect(notified).toBe(1);
    expect(guestCart.snapshot()).toEqual([{ productId: stew, quantity: 3 }]);
    unsubscribe();
  });
});
