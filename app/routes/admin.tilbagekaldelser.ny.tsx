import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { RecallChoiceForm, RecallPreview, RecallProductPicker } from "~/components/admin/recall-forms";
import { useAdminTranslation } from "~/i18n/admin";
import { isUuid } from "~/lib/ids";
import { lotChoiceOf, recallSchema } from "~/lib/schemas/recalls";
import { productLots, recallableProducts } from "~/server/admin/recalls.server";
import { recallReach, startRecall } from "~/server/batches/recall.server";
import { readForm } from "~/server/forms.server";
import { requireAdmin } from "~/server/session.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/admin.tilbagekaldelser.ny";

export const meta: Route.MetaFunction = (args) => adminMeta(args, (t) => t("recalls.newTitle"));

/** The address parameter that names the chosen product (a plain GET form, so no script is needed). */
const PRODUCT_PARAM = "produkt";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const productId = new URL(request.url).searchParams.get(PRODUCT_PARAM) ?? "";
  const [products, chosen] = await Promise.all([
    recallableProducts(),
    isUuid(productId) ? productLots(productId) : null,
  ]);
  return { products, chosen };
}

/**
 * Three steps, each a plain form post: "preview" checks the form and counts what the recall
 * would reach (nothing changes), "edit" goes back to the form with what was typed, and "start"
 * starts the recall (app/server/batches/recall.server.ts) and opens its record.
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  const submission = parseWithZod(form, { schema: recallSchema });
  const payload = submission.payload;
  if (submission.status !== "success")
    return data({ step: "edit" as const, result: submission.reply(), payload, reach: null }, { status: 400 });
  const refused = (problem: string, field = "lots") =>
    data(
      {
        step: "edit" as const,
        result: submission.reply({ fieldErrors: { [field]: [`admin:recalls.problems.${problem}`] } }),
        payload,
        reach: null,
      },
      { status: 400 },
    );
  const input = submission.value;
  if (intent === "start") {
    const started = await startRecall(admin, {
      productId: input.productId,
      choice: lotChoiceOf(input),
      reason: input.reason,
      reasonEn: input.reasonEn,
      advice: input.advice,
      adviceEn: input.adviceEn,
    });
    if (!started.ok)
      return refused(started.problem, started.problem === "unknown-product" ? "productId" : "lots");
    return redirectWithToast(`/admin/tilbagekaldelser/${started.recallId}`, {
      type: "success",
      title: "admin:recalls.startedToast",
      values: { count: started.told },
    });
  }
  const chosen = await productLots(input.productId);
  if (!chosen) return refused("unknown-product", "productId");
  if (intent === "edit") return { step: "edit" as const, result: submission.reply(), payload, reach: null };
  const reach = await recallReach(input.productId, lotChoiceOf(input));
  if (reach.lots.length === 0) return refused("no-lots");
  const recalled = new Set(chosen.lots.filter((lot) => lot.recalled).map((lot) => lot.id));
  if (reach.lots.some((lot) => recalled.has(lot.id))) return refused("already-recalled");
  return { step: "preview" as const, result: submission.reply(), payload, reach };
}

/** 'Tilbagekald': choose the product, then its lots and the texts, see what it reaches, start it. */
export default function AdminNewRecall({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const { products, chosen } = loaderData;
  return (
    <AdminPage title={t("recalls.newTitle")} intro={t("recalls.newIntro")}>
      {actionData?.step === "preview" && actionData.reach && chosen ? (
        <RecallPreview product={chosen.product} reach={actionData.reach} payload={actionData.payload} />
      ) : (
        <>
          <RecallProductPicker
            products={products}
            chosenId={chosen?.product.id ?? null}
            param={PRODUCT_PARAM}
          />
          {chosen && (
            <RecallChoiceForm
              key={chosen.product.id}
              chosen={chosen}
              result={actionData?.result}
              payload={actionData?.payload}
            />
          )}
        </>
      )}
    </AdminPage>
  );
}
