import { useFetcher, useLocation, type FetcherWithComponents } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import type { CartIntent, CartActionData } from "~/lib/cart";
import { CART_ACTION } from "./cart-context";

/**
 * A change to the signed-in cart: one of the cart's intents, with its `fields`. With JavaScript
 * it is sent by a fetcher (the page stays, the cart updates in place); before scripts run it is
 * a plain form that comes back to this page. `onSubmit` runs first and may take the submission
 * over (`preventDefault`), as the guest's cart does.
 */
export function CartForm({
  intent,
  fields = {},
  className,
  onSubmit,
  children,
}: {
  intent: CartIntent;
  fields?: Record<string, string | number>;
  className?: string;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  children: (fetcher: FetcherWithComponents<CartActionData>) => React.ReactNode;
}) {
  const fetcher = useFetcher<CartActionData>();
  return (
    <fetcher.Form method="post" action={CART_ACTION} className={className} onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ReturnAddress />
      {children(fetcher)}
    </fetcher.Form>
  );
}

/**
 * Before scripts run, where the plain form comes back to. A component of its own: when the page
 * has hydrated (`useHydrated` turns true) only this field is rendered again, not the forms
 * around it, twenty of them on the product list.
 */
function ReturnAddress() {
  const hydrated = useHydrated();
  const location = useLocation();
  return hydrated ? null : (
    <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
  );
}
