import { productDetails } from "~/lib/catalogue";
import { notFound } from "~/lib/responses";
import { findProduct } from "~/server/catalogue.server";
import type { Route } from "./+types/resources.product.$id";

/**
 * A product's whole record but its prices, for the product list's "more info" dialog: the same
 * for every viewer, so a guest's copy is shared (the page cache keeps it like a product page).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const product = await findProduct(params.id);
  if (!product) throw notFound();
  return Response.json(productDetails(product));
}
