import { redirect } from "react-router";

/** /shop (linked from the empty orders list in the specification) is the product list. */
export function loader() {
  return redirect("/produkter", 301);
}
