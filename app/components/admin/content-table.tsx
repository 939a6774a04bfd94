import { Link } from "react-router";
import { ContentImage } from "~/components/catalogue/product-image";
import { buttonClasses } from "~/components/ui/button";
import { useAdminTranslation } from "~/i18n/admin";
import { ListTable } from "./admin-list";
import { AdminPage } from "./admin-page";

export type ContentRow = {
  id: string;
  href: string;
  title: string;
  imageUrl: string | null;
  featured: boolean;
  /** The columns after the title, as text. */
  cells: string[];
};

/** Recipes or posts as a table: picture, title (linked, marked when featured) and facts. */
export function ContentTable({
  rows,
  columns,
  empty,
}: {
  rows: ContentRow[];
  columns: string[];
  empty: string;
}) {
  const { t } = useAdminTranslation();
  const [first, ...rest] = columns;
  return (
    <ListTable
      empty={empty}
      isEmpty={rows.length === 0}
      head={
        <>
          <th className="p-3">
            <span className="sr-only">{t("content.image")}</span>
          </th>
          <th className="p-3">{first}</th>
          {rest.map((column) => (
            <th key={column} className="p-3">
              {column}
            </th>
          ))}
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.id} className="border-t border-cream-200" data-testid="admin-content-row">
          <td className="w-20 p-3">
            <ContentImage
              url={row.imageUrl}
              alt=""
              sizes="64px"
              width={64}
              height={48}
              className="h-12 w-16 rounded-md object-cover"
            />
          </td>
          <td className="p-3">
            <Link to={row.href} className="font-medium underline underline-offset-2">
              {row.title}
            </Link>
            {row.featured && <span className="ml-2 text-sm text-forest-700">{t("content.featured")}</span>}
          </td>
          {row.cells.map((cell, index) => (
            <td key={index} className="p-3">
              {cell}
            </td>
          ))}
        </tr>
      ))}
    </ListTable>
  );
}

/** The list page of recipes or posts: its title, the button to write a new one, and the table. */
export function ContentListPage({
  title,
  newHref,
  newLabel,
  ...table
}: {
  title: string;
  newHref: string;
  newLabel: string;
  rows: ContentRow[];
  columns: string[];
  empty: string;
}) {
  return (
    <AdminPage
      title={title}
      actions={
        <Link to={newHref} className={buttonClasses()}>
          {newLabel}
        </Link>
      }
    >
      <ContentTable {...table} />
    </AdminPage>
  );
}
