import type { ReactNode } from "react";
import { Form } from "react-router";
import { inputClass } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { useAdminTranslation } from "~/i18n/admin";

/** A list's search box and filters, sent in the address (so a result can be bookmarked). */
export function SearchForm({
  label,
  search,
  children,
}: {
  label: string;
  search: string;
  children?: ReactNode;
}) {
  const { t } = useAdminTranslation();
  return (
    <Form
      method="get"
      className="flex flex-wrap items-end gap-3 rounded-2xl border border-cream-300 bg-white p-4"
    >
      <label className="min-w-64 flex-1 text-sm font-medium">
        {label}
        <input name="q" type="search" defaultValue={search} className={inputClass} />
      </label>
      {children}
      <Button type="submit">{t("common.search")}</Button>
    </Form>
  );
}

/** A drop-down filter whose first choice is "all". */
export function FilterSelect({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
}) {
  const { t } = useAdminTranslation();
  return (
    <label className="text-sm font-medium">
      {label}
      <select name={name} defaultValue={value ?? ""} className={inputClass}>
        <option value="">{t("common.all")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A list as a table, or a line saying there is nothing to list. */
export function ListTable({
  empty,
  isEmpty,
  head,
  children,
}: {
  empty: string;
  isEmpty: boolean;
  /** The header cells. */
  head: ReactNode;
  children: ReactNode;
}) {
  if (isEmpty) return <p className="text-muted">{empty}</p>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-cream-300 bg-white">
      <table className="w-full text-left">
        <thead className="bg-cream-100 text-sm">
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
