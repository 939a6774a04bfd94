/**
 * The steps of starting a recall in the back office (app/routes/admin.tilbagekaldelser.ny.tsx), each a
 * plain form that works without scripts: the product (a GET form), its lots or a production
 * period and the texts in both languages, then what the recall would reach and the deliberate
 * second press that starts it.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { Panel } from "~/components/admin/admin-page";
import { FieldError, inputClass, TextAreaField, TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { localized } from "~/i18n/localized";
import { formatShortDate } from "~/lib/format";
import { RECALL_TEXT_MAX, recallSchema } from "~/lib/schemas/recalls";

type ProductChoice = { id: string; title: string; titleEn: string | null };
type Lot = {
  id: string;
  lotCode: string;
  producedOn: string;
  bestBefore: string;
  jarsMade: number;
  recalled: boolean;
};
type Chosen = { product: ProductChoice; lots: readonly Lot[] };
/** What the form sent, as the server read it (the lots as one id or a list of them). */
type Payload = Record<string, unknown> | undefined;
type Reach = {
  lots: readonly { id: string; lotCode: string; producedOn: string; bestBefore: string; jarsMade: number }[];
  shipped: { orders: number; jars: number };
  maybeShipped: { orders: number; jars: number };
  unshipped: { orders: number; jars: number };
  customers: number;
  subscriptions: number;
};

const TEXT_FIELDS = ["reason", "reasonEn", "advice", "adviceEn"] as const;

const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];
const textOf = (value: unknown): string => (typeof value === "string" ? value : "");

/** A lot as the recall pages name it: its code, production day, use-by date and jars made. */
export function LotLine({
  lot,
}: {
  lot: { lotCode: string; producedOn: string; bestBefore: string; jarsMade: number };
}) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  return t("recalls.lotLine", {
    lot: lot.lotCode,
    produced: formatShortDate(lot.producedOn, language),
    useBy: formatShortDate(lot.bestBefore, language),
    jars: lot.jarsMade,
  });
}

/** Step one: the product, chosen in a GET form (its lots come with the page). */
export function RecallProductPicker({
  products,
  chosenId,
  param,
}: {
  products: readonly ProductChoice[];
  chosenId: string | null;
  param: string;
}) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  if (products.length === 0) return <p className="text-muted">{t("recalls.noProducts")}</p>;
  return (
    <Form
      method="get"
      className="flex flex-wrap items-end gap-3 rounded-2xl border border-cream-300 bg-white p-4"
    >
      <label className="min-w-64 flex-1 text-sm font-medium">
        {t("recalls.chooseProduct")}
        <select name={param} defaultValue={chosenId ?? ""} required className={inputClass}>
          <option value="" disabled>
            {t("recalls.chooseProduct")}
          </option>
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {localized(product.title, product.titleEn, language)}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="outline">
        {t("recalls.chooseProductButton")}
      </Button>
    </Form>
  );
}

/** Step two: which lots (one by one, or a production period), and the texts in both languages. */
export function RecallChoiceForm({
  chosen,
  result,
  payload,
}: {
  chosen: Chosen;
  result: SubmissionResult<string[]> | undefined;
  payload: Payload;
}) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const [form, fields] = useForm({
    id: "recall",
    lastResult: result,
    constraint: getZodConstraint(recallSchema),
    shouldValidate: "onSubmit",
    defaultValue: { choice: "lots" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: recallSchema }),
  });
  const checked = new Set(listOf(payload?.lots));
  const choice = textOf(payload?.choice) || "lots";
  const lotsError = fields.lots.errors?.[0] ?? fields.productId.errors?.[0];
  return (
    <Form
      method="post"
      action={`?produkt=${chosen.product.id}`}
      {...getFormProps(form)}
      className="space-y-6 rounded-2xl border border-cream-300 bg-white p-6"
    >
      <h2 className="text-xl font-semibold">
        {localized(chosen.product.title, chosen.product.titleEn, language)}
      </h2>
      <input type="hidden" name="productId" value={chosen.product.id} />
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">{t("recalls.choice")}</legend>
        <label className="flex items-center gap-3">
          <input
            type="radio"
            name="choice"
            value="lots"
            defaultChecked={choice === "lots"}
            className="h-5 w-5 accent-forest-700"
          />
          {t("recalls.choiceLots")}
        </label>
        {chosen.lots.length === 0 ? (
          <p className="text-muted">{t("recalls.noLotsRecorded")}</p>
        ) : (
          <fieldset aria-describedby={lotsError ? fields.lots.errorId : undefined} className="ml-8 space-y-2">
            <legend className="sr-only">{t("recalls.lotsLegend")}</legend>
            {chosen.lots.map((lot) => (
              <label key={lot.id} className="flex items-start gap-3" data-testid="recall-lot">
                <input
                  type="checkbox"
                  name="lots"
                  value={lot.id}
                  defaultChecked={checked.has(lot.id)}
                  disabled={lot.recalled}
                  className="mt-1 h-5 w-5 shrink-0 accent-forest-700"
                />
                <span>
                  <LotLine lot={lot} />
                  {lot.recalled && <strong className="ml-2">({t("recalls.alreadyRecalled")})</strong>}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <FieldError
          id={fields.lots.errorId}
          message={lotsError && (t(lotsError as "recalls.title") as string)}
        />
        <label className="flex items-center gap-3">
          <input
            type="radio"
            name="choice"
            value="dates"
            defaultChecked={choice === "dates"}
            className="h-5 w-5 accent-forest-700"
          />
          {t("recalls.choiceDates")}
        </label>
        <div className="ml-8 grid gap-4 sm:grid-cols-2">
          <TextField field={fields.from} label={t("recalls.from")} type="date" />
          <TextField field={fields.to} label={t("recalls.to")} type="date" />
        </div>
      </fieldset>
      <div className="grid gap-5 md:grid-cols-2">
        {TEXT_FIELDS.map((name) => (
          <TextAreaField
            key={name}
            field={fields[name]}
            label={t(`recalls.${name}`)}
            hint={name.startsWith("reason") ? t("recalls.reasonHint") : t("recalls.adviceHint")}
            rows={4}
            maxLength={RECALL_TEXT_MAX}
          />
        ))}
      </div>
      <SubmitButton intent="preview">{t("recalls.preview")}</SubmitButton>
    </Form>
  );
}

/** Step three: what the recall would reach, and the press that starts it (or back to the form). */
export function RecallPreview({
  product,
  reach,
  payload,
}: {
  product: ProductChoice;
  reach: Reach;
  payload: Payload;
}) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const counted = (count: { orders: number; jars: number }) => t("recalls.reach.ordersJars", count);
  const rows: [string, string, string][] = [
    ["shipped", t("recalls.reach.shipped"), counted(reach.shipped)],
    ["maybe-shipped", t("recalls.reach.maybeShipped"), counted(reach.maybeShipped)],
    ["unshipped", t("recalls.reach.unshipped"), counted(reach.unshipped)],
    ["customers", t("recalls.reach.customers"), String(reach.customers)],
    [
      "jars",
      t("recalls.reach.jars"),
      String(reach.shipped.jars + reach.maybeShipped.jars + reach.unshipped.jars),
    ],
    ["subscriptions", t("recalls.reach.subscriptions"), String(reach.subscriptions)],
  ];
  return (
    <Panel title={t("recalls.previewTitle")}>
      <p className="text-muted">{t("recalls.previewIntro")}</p>
      <p className="mt-4 font-semibold">{localized(product.title, product.titleEn, language)}</p>
      <ul className="mt-1 font-mono text-sm">
        {reach.lots.map((lot) => (
          <li key={lot.id}>
            <LotLine lot={lot} />
          </li>
        ))}
      </ul>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]" data-testid="recall-reach">
        {rows.map(([key, label, value]) => (
          <div key={key} className="contents" data-testid={`reach-${key}`}>
            <dt className="font-medium">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4">{t("recalls.whatHappens")}</p>
      <Form method="post" action={`?produkt=${product.id}`} className="mt-5 flex flex-wrap gap-3">
        <input type="hidden" name="productId" value={product.id} />
        <input type="hidden" name="choice" value={textOf(payload?.choice) || "lots"} />
        {listOf(payload?.lots).map((id) => (
          <input key={id} type="hidden" name="lots" value={id} />
        ))}
        {(["from", "to", ...TEXT_FIELDS] as const).map((name) => (
          <input key={name} type="hidden" name={name} value={textOf(payload?.[name])} />
        ))}
        <SubmitButton intent="start" variant="accent">
          {t("recalls.start")}
        </SubmitButton>
        <SubmitButton intent="edit" variant="outline">
          {t("recalls.edit")}
        </SubmitButton>
      </Form>
      <p className="mt-4">
        <Link to="/admin/tilbagekaldelser" className="underline underline-offset-2">
          {t("common.back")}
        </Link>
      </p>
    </Panel>
  );
}
