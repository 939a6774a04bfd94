import {
  getCollectionProps,
  getInputProps,
  getSelectProps,
  type FieldMetadata,
  type FormMetadata,
} from "@conform-to/react";
import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import { inputClass, SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { buttonClasses } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { capitalised } from "~/i18n/admin/per-allergen";
import { useTranslation } from "~/i18n/use-translation";
import {
  ALLERGENS,
  ALLERGEN_NAMES,
  DIETS,
  GLUTEN_CEREALS,
  NET_UNITS,
  NUT_KINDS,
  ORGANIC_ORIGINS,
  ORGANIC_ORIGIN_NAMES,
} from "~/lib/food";
import { NUTRITION_FIELDS } from "~/lib/food-form";
import type { ProductInput } from "~/lib/schemas/admin";
import { Panel } from "./admin-page";

type Form = FormMetadata<ProductInput>;
type Fields = ReturnType<Form["getFieldset"]>;

const legendClass = "text-lg font-semibold";
const checkboxClass = "mt-1 h-5 w-5 shrink-0 rounded border-forest-200 accent-forest-700";

/** Every message a field has (a set of checkboxes can be wrong about several allergens at once). */
function FieldErrors({ field }: { field: FieldMetadata<unknown> }) {
  const { t } = useTranslation();
  if (!field.errors?.length) return null;
  return (
    <div id={field.errorId} className="mt-2 space-y-1">
      {field.errors.map((key) => (
        <p key={key} className="text-sm font-medium text-clay-700">
          {t(key as "validation.required") as string}
        </p>
      ))}
    </div>
  );
}

/** A fieldset of checkboxes, one per option, with its hint and every message below. */
function CheckboxGroup({
  field,
  legend,
  hint,
  options,
  children,
}: {
  field: FieldMetadata<unknown>;
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  children?: React.ReactNode;
}) {
  const labels = new Map(options.map((option) => [option.value, option.label]));
  const hintId = `${field.id}-hint`;
  return (
    <fieldset aria-describedby={clsx(hint && hintId, field.errors?.length && field.errorId) || undefined}>
      <legend className={legendClass}>{legend}</legend>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <div className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {getCollectionProps(field, { type: "checkbox", options: options.map((option) => option.value) }).map(
          ({ key, ...props }) => (
            <div key={key} className="flex items-start gap-3">
              <input {...props} className={checkboxClass} />
              <label htmlFor={props.id} className="text-sm">
                {labels.get(props.value)}
              </label>
            </div>
          ),
        )}
      </div>
      {children}
      <FieldErrors field={field} />
    </fieldset>
  );
}

/** A checkbox of the form (Conform's props), with its label and message. */
function Checkbox({ field, label }: { field: FieldMetadata<unknown>; label: string }) {
  const { key, ...props } = getInputProps(field, { type: "checkbox" });
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...props}
          key={key}
          aria-describedby={field.errors?.length ? field.errorId : undefined}
          className={checkboxClass}
        />
        <label htmlFor={field.id} className="text-sm">
          {label}
        </label>
      </div>
      <FieldErrors field={field} />
    </div>
  );
}

/**
 * The allergens (the 14 of Annex II, in its order), the traces kept apart, and the diets.
 */
export function AllergenFields({ fields }: { fields: Fields }) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const allergenOptions = ALLERGENS.map((allergen) => ({
    value: allergen,
    label: capitalised(ALLERGEN_NAMES[allergen][language]),
  }));
  return (
    <Panel title={t("products.sections.allergensAndDiets")} className="space-y-6">
      <CheckboxGroup
        field={fields.allergens}
        legend={t("products.sections.allergens")}
        hint={t("products.hints.allergens")}
        options={allergenOptions}
      >
        <div className="mt-3 border-t border-cream-200 pt-3">
          <Checkbox field={fields.allergenFree} label={t("products.fields.allergenFree")} />
        </div>
      </CheckboxGroup>
      <CheckboxGroup
        field={fields.mayContain}
        legend={t("products.sections.traces")}
        hint={t("products.hints.traces")}
        options={allergenOptions}
      />
      <CheckboxGroup
        field={fields.diets}
        legend={t("products.sections.diets")}
        options={DIETS.map((diet) => ({ value: diet, label: t(`products.diets.${diet}`) }))}
      />
    </Panel>
  );
}

/** A button that posts one of Conform's list intents (the browser handles it when it can). */
function ListButton({
  props,
  label,
  children,
}: {
  props: { name: string; value: string; form: string; formNoValidate: boolean };
  label: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="submit"
      {...props}
      aria-label={label}
      title={label}
      className={buttonClasses({ variant: "ghost", size: "sm" })}
    >
      {children}
    </button>
  );
}

/**
 * The ingredient list in its order: rows to add, remove and move, each a fieldset with the
 * ingredient's names, QUID percentage, allergen, cereal or nut, and organic mark. Without
 * JavaScript the buttons post the form and the server answers with the changed list.
 */
export function IngredientListFields({
  form,
  fields,
  legacyText,
}: {
  form: Form;
  fields: Fields;
  /** The free-text `ingredients` column, while the structured list is still empty. */
  legacyText: string | null;
}) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const rows = fields.ingredients.getFieldList();
  const name = fields.ingredients.name;
  const allergenOptions = ALLERGENS.map((allergen) => ({
    value: allergen,
    label: capitalised(ALLERGEN_NAMES[allergen][language]),
  }));
  return (
    <Panel title={t("products.sections.ingredients")} className="space-y-4">
      <p id={`${fields.ingredients.id}-hint`} className="text-sm text-muted">
        {t("products.hints.ingredients")}
      </p>
      {rows.length === 0 && legacyText && (
        <p className="rounded-lg bg-cream-100 p-3 text-sm whitespace-pre-line">
          {t("products.hints.legacyIngredients", { text: legacyText })}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="text-muted">{t("products.ingredient.empty")}</p>
      ) : (
        <ol className="space-y-3" data-testid="ingredient-rows">
          {rows.map((row, index) => {
            const ingredient = row.getFieldset();
            const number = index + 1;
            const { key: kindKey, ...kindProps } = getSelectProps(ingredient.kind);
            return (
              <li key={row.key}>
                <fieldset className="rounded-xl border border-cream-300 p-4">
                  <legend className="px-1 font-semibold">
                    {t("products.ingredient.legend", { number })}
                  </legend>
                  <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                    <TextField field={ingredient.da} label={t("products.ingredient.da")} maxLength={200} />
                    <TextField field={ingredient.en} label={t("products.ingredient.en")} maxLength={200} />
                    <TextField
                      field={ingredient.percent}
                      label={t("products.ingredient.percent")}
                      inputMode="decimal"
                    />
                    <SelectField
                      field={ingredient.allergen}
                      label={t("products.ingredient.allergen")}
                      placeholder={t("products.ingredient.noAllergen")}
                      options={allergenOptions}
                    />
                    <div>
                      <label htmlFor={ingredient.kind.id} className="text-sm font-medium">
                        {t("products.ingredient.kind")}
                      </label>
                      <select
                        {...kindProps}
                        key={kindKey}
                        aria-describedby={
                          ingredient.kind.errors?.length ? ingredient.kind.errorId : undefined
                        }
                        className={inputClass}
                      >
                        <option value="">{t("products.ingredient.noKind")}</option>
                        <optgroup label={t("products.ingredient.cereals")}>
                          {Object.entries(GLUTEN_CEREALS).map(([kind, names]) => (
                            <option key={kind} value={kind}>
                              {capitalised(names[language])}
                            </option>
                          ))}
                        </optgroup>
                        <optgroup label={t("products.ingredient.nuts")}>
                          {Object.entries(NUT_KINDS).map(([kind, names]) => (
                            <option key={kind} value={kind}>
                              {capitalised(names[language])}
                            </option>
                          ))}
                        </optgroup>
                      </select>
                      <FieldErrors field={ingredient.kind} />
                    </div>
                    <div className="self-end pb-2">
                      <Checkbox field={ingredient.organic} label={t("products.ingredient.organic")} />
                    </div>
                  </div>
                  <div className="mt-3 flex flex-wrap gap-1">
                    {index > 0 && (
                      <ListButton
                        props={form.reorder.getButtonProps({ name, from: index, to: index - 1 })}
                        label={t("products.ingredient.moveUp", { number })}
                      >
                        <Icon name="arrow-up" className="h-4 w-4" />
                        {t("products.ingredient.up")}
                      </ListButton>
                    )}
                    {index < rows.length - 1 && (
                      <ListButton
                        props={form.reorder.getButtonProps({ name, from: index, to: index + 1 })}
                        label={t("products.ingredient.moveDown", { number })}
                      >
                        <Icon name="arrow-down" className="h-4 w-4" />
                        {t("products.ingredient.down")}
                      </ListButton>
                    )}
                    <ListButton
                      props={form.remove.getButtonProps({ name, index })}
                      label={t("products.ingredient.remove", { number })}
                    >
                      <Icon name="trash" className="h-4 w-4" />
                      {t("products.ingredient.removeShort")}
                    </ListButton>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <FieldErrors field={fields.ingredients} />
      <button
        type="submit"
        {...form.insert.getButtonProps({ name, defaultValue: { da: "", organic: false } })}
        className={buttonClasses({ variant: "outline", size: "sm" })}
      >
        <Icon name="plus" className="h-4 w-4" />
        {t("products.ingredient.add")}
      </button>
    </Panel>
  );
}

/** Net quantity, the nutrition declaration (Annex XV's order), storage, shelf life. */
export function DeclarationFields({ fields }: { fields: Fields }) {
  const { t } = useAdminTranslation();
  return (
    <>
      <fieldset>
        <legend className={legendClass}>{t("products.sections.quantity")}</legend>
        <div className="mt-2 grid gap-5 sm:grid-cols-2 md:grid-cols-3">
          <TextField
            field={fields.netQuantity}
            label={t("products.fields.netQuantity")}
            inputMode="numeric"
          />
          <SelectField
            field={fields.netUnit}
            label={t("products.fields.netUnit")}
            options={NET_UNITS.map((unit) => ({ value: unit, label: unit }))}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend className={legendClass}>{t("products.sections.nutrition")}</legend>
        <p className="mt-1 text-sm text-muted">{t("products.hints.nutrition")}</p>
        <div className="mt-2 grid gap-5 sm:grid-cols-2 md:grid-cols-4">
          {NUTRITION_FIELDS.map(([field]) => (
            <TextField
              key={field}
              field={fields[field]}
              label={t(`products.fields.${field}`)}
              inputMode="decimal"
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={legendClass}>{t("products.sections.storage")}</legend>
        <div className="mt-2 grid gap-5 md:grid-cols-2">
          <TextField field={fields.storage} label={t("products.fields.storage")} maxLength={300} />
          <TextField field={fields.storageEn} label={t("products.fields.storageEn")} maxLength={300} />
          <TextField
            field={fields.shelfLifeDays}
            label={t("products.fields.shelfLifeDays")}
            inputMode="numeric"
          />
          <TextField
            field={fields.daysAfterOpening}
            label={t("products.fields.daysAfterOpening")}
            inputMode="numeric"
          />
        </div>
      </fieldset>
      <fieldset>
        <legend className={legendClass}>{t("products.sections.preparation")}</legend>
        <div className="mt-2 grid gap-5 md:grid-cols-2">
          <TextAreaField
            field={fields.preparation}
            label={t("products.fields.preparation")}
            rows={3}
            maxLength={2000}
          />
          <TextAreaField
            field={fields.preparationEn}
            label={t("products.fields.preparationEn")}
            rows={3}
            maxLength={2000}
          />
          <TextField
            field={fields.origin}
            label={t("products.fields.origin")}
            hint={t("products.hints.origin")}
            maxLength={200}
          />
          <TextField field={fields.originEn} label={t("products.fields.originEn")} maxLength={200} />
        </div>
      </fieldset>
    </>
  );
}

/** Organic: where the ingredients were farmed (the EU logo's indication) and the Ø-label. */
export function OrganicFields({ fields }: { fields: Fields }) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <SelectField
        field={fields.organicOrigin}
        label={t("products.fields.organicOrigin")}
        placeholder={t("products.fields.chooseOrganicOrigin")}
        options={ORGANIC_ORIGINS.map((origin) => ({
          value: origin,
          label: ORGANIC_ORIGIN_NAMES[origin][language],
        }))}
      />
      <div className="self-end pb-2">
        <Checkbox field={fields.oeLabel} label={t("products.fields.oeLabel")} />
      </div>
    </div>
  );
}
