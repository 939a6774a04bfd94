import { createContext, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useFetcher, useFetchers, useSearchParams } from "react-router";
import { toast } from "~/components/ui/toaster";
import { useRootData } from "~/hooks/use-root-data";
import {
  CART_INTENTS,
  lineTotal,
  parseCartIntent,
  type CartIntent,
  type CartLineView,
  type CartView,
  type CartActionData,
} from "~/lib/cart";
import {
  decodeGuestCart,
  encodeGuestCart,
  GUEST_ADD_PARAM,
  type GuestCartLine,
} from "~/lib/guest-cart-format";
import { guestCart } from "~/lib/guest-cart-store";

export const CART_ACTION = "/resources/cart";

type CartContextValue = {
  signedIn: boolean;
  /** The cart as the server priced it (null until known). */
  cart: CartView | null;
  /** The lines to show: the server's, with changes on their way already applied. */
  lines: CartLineView[];
  /** Items in the cart, changes on their way included (the header's badge). */
  count: number;
  /** The cart is being priced for the first time. */
  loading: boolean;
  /** A change is on its way: the totals shown may still change. */
  pending: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
  guest: typeof guestCart;
};

const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart() outside <CartProvider>");
  return value;
}

/** A change to a signed-in cart that has been sent but not answered yet. */
type PendingChange = { intent: CartIntent | null; productId: string; quantity: number };

function pendingChanges(fetchers: ReturnType<typeof useFetchers>): PendingChange[] {
  return fetchers
    .filter((fetcher) => fetcher.state !== "idle" && fetcher.formAction === CART_ACTION && fetcher.formData)
    .map((fetcher) => ({
      intent: parseCartIntent(fetcher.formData!.get("intent")),
      productId: String(fetcher.formData!.get("productId") ?? ""),
      quantity: Number(fetcher.formData!.get("quantity") ?? 1),
    }));
}

/** The lines with the changes on their way applied (an add of a product not yet shown only counts). */
export function withPendingChanges(
  lines: CartLineView[],
  changes: PendingChange[],
): { lines: CartLineView[]; unseen: number } {
  let result = lines;
  let unseen = 0;
  for (const change of changes) {
    const setQuantity = (quantity: number) =>
      result
        .map((line) =>
          line.productId === change.productId
            ? { ...line, quantity, lineTotal: lineTotal({ unitPrice: line.unitPrice, quantity }) }
            : line,
        )
        .filter((line) => line.quantity > 0);
    const current = result.find((line) => line.productId === change.productId);
    if (change.intent === CART_INTENTS.add) {
      if (current) result = setQuantity(current.quantity + Math.max(change.quantity, 0));
      else unseen += Math.max(change.quantity, 0);
    } else if (change.intent === CART_INTENTS.update) {
      result = setQuantity(change.quantity);
    } else if (change.intent === CART_INTENTS.remove) {
      result = result.filter((line) => line.productId !== change.productId);
    } else if (change.intent === CART_INTENTS.clear) {
      result = [];
      unseen = 0;
    }
  }
  return { lines: result, unseen };
}

export function CartProvider({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const signedIn = Boolean(root?.user);
  const [open, setOpen] = useState(false);
  const guestLines = useSyncExternalStore(guestCart.subscribe, guestCart.snapshot, guestCart.serverSnapshot);
  const preview = useFetcher<CartView>({ key: "guest-cart" });
  const fetchers = useFetchers();

  // A guest's lines are priced by the server whenever they change.
  const encoded = encodeGuestCart(guestLines);
  const previewLoad = preview.load;
  useEffect(() => {
    if (signedIn || !encoded) return;
    void previewLoad(`${CART_ACTION}?items=${encodeURIComponent(encoded)}`);
  }, [signedIn, encoded, previewLoad]);

  useGuestCartMerge(signedIn, guestLines);
  useGuestAddHandoff(signedIn);

  const value = useMemo<CartContextValue>(() => {
    if (signedIn) {
      const cart = root?.cart ?? null;
      const changes = pendingChanges(fetchers);
      const { lines, unseen } = withPendingChanges(cart?.lines ?? [], changes);
      const count =
        lines.filter((line) => line.available).reduce((sum, line) => sum + line.quantity, 0) + unseen;
      return {
        signedIn,
        cart,
        lines,
        count,
        loading: false,
        pending: changes.length > 0,
        open,
        setOpen,
        guest: guestCart,
      };
    }
    const cart = encoded ? (preview.data ?? null) : null;
    const priced = new Map((cart?.lines ?? []).map((line) => [line.productId, line]));
    const lines = guestLines.flatMap((line) => {
      const known = priced.get(line.productId);
      return known
        ? [
            {
              ...known,
              quantity: line.quantity,
              lineTotal: lineTotal({ unitPrice: known.unitPrice, quantity: line.quantity }),
            },
          ]
        : [];
    });
    const count = guestLines.reduce((sum, line) => sum + line.quantity, 0);
    return {
      signedIn,
      cart,
      lines,
      count,
      loading: guestLines.length > 0 && !cart,
      pending: preview.state !== "idle",
      open,
      setOpen,
      guest: guestCart,
    };
  }, [signedIn, root?.cart, fetchers, encoded, preview.data, preview.state, guestLines, open]);

  useDiscountWatch(value.cart);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/**
 * After signing in, the guest's lines move into the account's cart (on the server, in one
 * transaction). Lines the server settled (moved, or sold out) leave local storage; if the
 * server could not be reached, everything stays for the next page.
 */
function useGuestCartMerge(signedIn: boolean, guestLines: GuestCartLine[]) {
  const merge = useFetcher<CartActionData>({ key: "cart-merge" });
  const sent = useRef<string | null>(null);
  const encoded = encodeGuestCart(guestLines);
  const submit = merge.submit;
  useEffect(() => {
    if (!signedIn || !encoded || sent.current === encoded) return;
    sent.current = encoded;
    void submit({ intent: CART_INTENTS.merge, items: encoded }, { method: "post", action: CART_ACTION });
  }, [signedIn, encoded, submit]);
  useEffect(() => {
    if (merge.state !== "idle" || !merge.data?.settled) return;
    for (const productId of merge.data.settled) guestCart.remove(productId);
  }, [merge.state, merge.data]);
}

/** Picks up an add that a guest sent before scripts ran (?kurv=id:qty), then tidies the address. */
function useGuestAddHandoff(signedIn: boolean) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const handoff = params.get(GUEST_ADD_PARAM);
  useEffect(() => {
    if (!handoff) return;
    const [line] = decodeGuestCart(handoff);
    if (line && !signedIn) {
      guestCart.add(line.productId, line.quantity);
      toast.success(t("cart.added"), { duration: 3000 });
    }
    setParams(
      (current) => {
        current.delete(GUEST_ADD_PARAM);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [handoff, signedIn, setParams, t]);
}

/** When a change makes the applied code stop applying (e.g. below its minimum), say so once. */
function useDiscountWatch(cart: CartView | null) {
  const { t } = useTranslation();
  const previous = useRef<CartView["discount"]>(null);
  const discount = cart?.discount ?? null;
  useEffect(() => {
    const before = previous.current;
    previous.current = discount;
    if (before?.ok && discount && !discount.ok && before.code === discount.code) {
      toast.warning(t("discount.noLongerValid", { code: discount.code }));
    }
  }, [discount, t]);
}
