import { Icon } from "~/components/ui/icon";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "~/i18n/use-translation";
import { Link, useSubmit } from "react-router";

/** The signed-in user's menu, loaded once the page runs (see UserMenu): Radix and floating-ui. */
export function UserMenuDropdown({ label, triggerClassName }: { label: string; triggerClassName: string }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={triggerClassName} data-testid="user-menu">
        <Icon name="user-round" className="h-4 w-4 shrink-0" />
        <span className="truncate">{label}</span>
        <Icon name="chevron-down" className="h-4 w-4 shrink-0" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-xl border border-cream-300 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Item asChild>
            <Link
              to="/profile"
              className="flex items-center gap-2 rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-cream-200"
            >
              <Icon name="user-round" className="h-4 w-4" />
              {t("nav.myProfile")}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={() => void submit(null, { method: "post", action: "/logout" })}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-cream-200"
          >
            <Icon name="log-out" className="h-4 w-4" />
            {t("nav.logout")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
