// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
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

  it("reads another tab's change once for all its subscribers, and listens no more once they have gone", () => {
    const notified = [0, 0, 0];
    const unsubscribes = notified.map((_, i) => guestCart.subscribe(() => (notified[i]! += 1)));
    const getItem = vi.spyOn(window.localStorage, "getItem");
    const addEventListener = vi.spyOn(window, "addEventListener");
    try {
      window.localStorage.setItem(GUEST_CART_KEY, JSON.stringify([{ productId: soup, quantity: 2 }]));
      window.dispatchEvent(new StorageEvent("storage", { key: GUEST_CART_KEY }));
      expect(notified).toEqual([1, 1, 1]);
      expect(getItem).toHaveBeenCalledTimes(1);
      expect(guestCart.snapshot()).toEqual([{ productId: soup, quantity: 2 }]);

      // Another key's change is not the cart's.
      window.dispatchEvent(new StorageEvent("storage", { key: "consent" }));
      expect(notified).toEqual([1, 1, 1]);

      for (const unsubscribe of unsubscribes) unsubscribe();
      window.localStorage.setItem(GUEST_CART_KEY, JSON.stringify([{ productId: stew, quantity: 1 }]));
      window.dispatchEvent(new StorageEvent("storage", { key: GUEST_CART_KEY }));
      expect(notified).toEqual([1, 1, 1]);
      expect(getItem).toHaveBeenCalledTimes(1);

      // A subscriber arriving later is told again.
      const unsubscribe = guestCart.subscribe(() => (notified[0]! += 1));
      window.dispatchEvent(new StorageEvent("storage", { key: GUEST_CART_KEY }));
      expect(notified).toEqual([2, 1, 1]);
      expect(addEventListener.mock.calls.filter(([type]) => type === "storage")).toHaveLength(1);
      unsubscribe();
    } finally {
      getItem.mockRestore();
      addEventListener.mockRestore();
    }
  });
});
