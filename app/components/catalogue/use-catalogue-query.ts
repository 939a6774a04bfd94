import { useMemo, useState } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import {
  catalogueHref,
  CATALOGUE_PATH,
  parseCatalogueQuery,
  type CatalogueQuery,
} from "~/lib/catalogue-address";

export type CatalogueNavigation = {
  /** The choices as the shopper last made them: shown at once, before their list has come. */
  shown: CatalogueQuery;
  /** A new list is on its way. */
  loading: boolean;
  /** Goes to the list for `query` (a new entry in the history, so back steps through changes). */
  go(query: CatalogueQuery): void;
};

/**
 * The product list's choices, read from the address. A change goes to its address at once and
 * shows there before the list for it arrives; the back button goes through the changes.
 */
export function useCatalogueQuery(): CatalogueNavigation {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const pending = navigation.location?.pathname === CATALOGUE_PATH ? navigation.location : null;
  const search = (pending ?? location).search;
  const fromAddress = useMemo(() => parseCatalogueQuery(new URLSearchParams(search)), [search]);
  // The choice just made, until the address has caught up with it (no flicker of the old one).
  const [chosen, setChosen] = useState<{ search: string; query: CatalogueQuery } | null>(null);
  const shown = chosen && chosen.search === search ? chosen.query : fromAddress;
  return {
    shown,
    loading: pending !== null && pending.search !== location.search,
    go(query) {
      const href = catalogueHref(query);
      setChosen({ search, query });
      navigate(href, { preventScrollReset: true });
    },
  };
}
