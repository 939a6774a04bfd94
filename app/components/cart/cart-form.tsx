import { useFetcher, useLocation, type FetcherWithComponents } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import type { CartActionData } from "~/routes/resources.cart";
import { CART_ACTION } from "./cart-context";

/**
 * A change to the signed-in cart. With JavaScript it is sent by a fetcher (the page stays, the
 * cart updates in place); before scripts run it is a plain form that comes back to this page.
 */
export function CartForm({
  fields,
  className,
  children,
}: {
  fields: Record<string, string | number>;
  className?: string;
  children: (fetcher: FetcherWithComponents<CartActionData>) => React.ReactNode;
}) {
  const fetcher = useFetcher<CartActionData>();
  const hydrated = useHydrated();
  const location = useLocation();
  return (
    <fetcher.Form method="post" action={CART_ACTION} className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {!hydrated && (
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      )}
      {children(fetcher)}
    </fetcher.Form>
  );
}
