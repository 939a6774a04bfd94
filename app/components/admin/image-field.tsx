import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { clsx } from "clsx";
import { FieldError, inputClass } from "~/components/forms/fields";
import { useAdminTranslation } from "~/i18n/admin";
import { IMAGE_TYPES } from "~/lib/schemas/admin";
import { ContentImage } from "../catalogue/product-image";

/** An image upload with the current image beside it; choosing no file keeps the current one. */
export function ImageField({
  field,
  label,
  hint,
  currentUrl,
  aspect,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  hint: string;
  currentUrl: string | null;
  /** Width / height of the stored image. */
  aspect: number;
}) {
  const { t } = useAdminTranslation();
  const key = field.errors?.[0];
  const error = key ? (t(key as "validation.image") as string) : undefined;
  const hintId = `${field.id}-hint`;
  const { key: reactKey, ...props } = getInputProps(field, { type: "file" });
  return (
    <div className="flex flex-wrap items-start gap-5">
      {currentUrl && (
        <figure className="w-40">
          <ContentImage
            url={currentUrl}
            alt=""
            sizes="160px"
            width={160}
            height={Math.round(160 / aspect)}
            className="rounded-lg border border-cream-300 object-cover"
          />
          <figcaption className="mt-1 text-sm text-muted">{t("products.currentImage")}</figcaption>
        </figure>
      )}
      <div className="min-w-64 flex-1">
        <label htmlFor={field.id} className="text-sm font-medium">
          {label}
        </label>
        <input
          {...props}
          key={reactKey}
          accept={IMAGE_TYPES.join(",")}
          aria-describedby={clsx(error && field.errorId, hintId)}
          className={clsx(
            inputClass,
            "file:mr-3 file:rounded-md file:border-0 file:bg-cream-200 file:px-3 file:py-1",
          )}
        />
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
          {currentUrl && ` ${t("products.hints.imageKept")}`}
        </p>
        <FieldError id={field.errorId} message={error} />
      </div>
    </div>
  );
}
