import { useLocation, useNavigation, useSearchParams } from "react-router";
import { DELIVERY_PARAMS, parseDelivery } from "~/lib/checkout";
import type { DeliveryProvider } from "~/lib/domain";

export type Selection = {
  delivery: DeliveryProvider | null;
  address: string;
  zip: string;
  lockerId: string | null;
  date: string | null;
};

/**
 * The checkout's choices, read from and written to the address. While a change is on its way
 * (the page fetches lockers for it), the choice already shows, and the next change builds on it:
 * a date confirmed and then another method chosen, before the date's data has come, keeps both.
 */
export function useSelection(): [
  Selection,
  (changes: Partial<Record<keyof typeof DELIVERY_PARAMS, string | null>>) => void,
] {
  const [current, setParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const params =
    navigation.location && navigation.location.pathname === location.pathname
      ? new URLSearchParams(navigation.location.search)
      : current;
  const selection: Selection = {
    delivery: parseDelivery(params.get(DELIVERY_PARAMS.delivery)),
    address: params.get(DELIVERY_PARAMS.address) ?? "",
    zip: params.get(DELIVERY_PARAMS.zip) ?? "",
    lockerId: params.get(DELIVERY_PARAMS.locker),
    date: params.get(DELIVERY_PARAMS.date),
  };
  const update = (changes: Partial<Record<keyof typeof DELIVERY_PARAMS, string | null>>) => {
    // From `params`, not setParams' own (the address last arrived at, without the change on its way).
    const next = new URLSearchParams(params);
    for (const param of ["success", "cancelled", "order_id"]) next.delete(param);
    for (const [key, value] of Object.entries(changes)) {
      const name = DELIVERY_PARAMS[key as keyof typeof DELIVERY_PARAMS];
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { preventScrollReset: true, replace: true });
  };
  return [selection, update];
}

/** The address of the checkout with some choices changed (links for browsers without JavaScript). */
export function selectionHref(
  selection: Selection,
  changes: Partial<Record<keyof typeof DELIVERY_PARAMS, string | null>>,
): string {
  const values: Record<keyof typeof DELIVERY_PARAMS, string | null> = {
    delivery: selection.delivery,
    address: selection.address || null,
    zip: selection.zip || null,
    locker: selection.lockerId,
    date: selection.date,
    ...changes,
  };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value) params.set(DELIVERY_PARAMS[key as keyof typeof DELIVERY_PARAMS], value);
  }
  return `/checkout?${params}`;
}
