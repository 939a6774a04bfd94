import { redirect } from "react-router";

/** /shop (once linked from the empty orders list; docs/product.md, Addresses) is the product list. */
export function loader() {
  return redirect("/produkter", 301);
}
