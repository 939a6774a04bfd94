import { editPageMeta } from "~/components/admin/admin-meta";
import { ProductEditPage } from "~/components/admin/product-edit-page";
import { productSchema } from "~/lib/schemas/admin";
import { editPageAction, editPageData } from "~/server/admin/edit-page.server";
import {
  adminProduct,
  productFormValues,
  removeProduct,
  restoreProduct,
  saveProduct,
} from "~/server/admin/products.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.produkter.$id";

export const meta: Route.MetaFunction = (args) => editPageMeta(args, "products");

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return editPageData({
    idParam: params.id,
    entity: "product",
    find: adminProduct,
    values: productFormValues,
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return editPageAction({
    request,
    admin,
    idParam: params.id,
    schema: productSchema,
    listPath: "/admin/produkter",
    image: { folder: "products", aspect: 1 },
    texts: { created: "admin:products.created", saved: "admin:products.saved" },
    save: saveProduct,
    intents: {
      // A product that orders refer to is archived and stays on its page; otherwise deleted.
      remove: async (actor, id) => {
        const done = await removeProduct(actor, id);
        if (!done) return null;
        return done === "deleted"
          ? { goTo: "list", toast: "admin:products.deleted" }
          : { goTo: "item", toast: "admin:products.archived" };
      },
      restore: async (actor, id) =>
        (await restoreProduct(actor, id)) ? { goTo: "item", toast: "admin:products.restored" } : null,
    },
  });
}

export default function AdminProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { item, values, audit } = loaderData;
  return <ProductEditPage product={item} values={values} audit={audit} lastResult={actionData?.result} />;
}
