import { clsx } from "clsx";
import { NavLink } from "react-router";
import { useAdminTranslation } from "~/i18n/admin";

const SECTIONS = [
  { to: "/admin", key: "dashboard", end: true },
  { to: "/admin/ordrer", key: "orders" },
  { to: "/admin/produktion", key: "production" },
  { to: "/admin/batcher", key: "batches" },
  { to: "/admin/levering", key: "calendar" },
  { to: "/admin/abonnementer", key: "subscriptions" },
  { to: "/admin/saesonmenuer", key: "seasonMenus" },
  { to: "/admin/produkter", key: "products" },
  { to: "/admin/opskrifter", key: "recipes" },
  { to: "/admin/blog", key: "blog" },
  { to: "/admin/rabatkoder", key: "discounts" },
  { to: "/admin/kunder", key: "customers" },
  { to: "/admin/bogfoering", key: "bookkeeping" },
  { to: "/admin/nyhedsbrev", key: "newsletter" },
  { to: "/admin/beskeder", key: "messages" },
  { to: "/admin/tilbagekaldelser", key: "recalls" },
] as const;

/** The back office's sections, as links (the current one marked for screen readers too). */
export function AdminNav() {
  const { t } = useAdminTranslation();
  return (
    <nav aria-label={t("nav.label")}>
      <ul className="flex gap-1 overflow-x-auto lg:flex-col">
        {SECTIONS.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end={"end" in section}
              className={({ isActive }) =>
                clsx(
                  "block rounded-lg px-3 py-2 font-medium whitespace-nowrap",
                  isActive ? "bg-forest-700 text-white" : "text-forest-800 hover:bg-cream-200",
                )
              }
            >
              {t(`nav.${section.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
