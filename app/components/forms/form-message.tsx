import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";

/** A message at the top of a form: announced to screen readers when it appears. */
export function FormMessage({
  type,
  title,
  children,
}: {
  type: "success" | "error" | "info";
  title?: string;
  children?: React.ReactNode;
}) {
  return (
    <div
      role={type === "error" ? "alert" : "status"}
      className={clsx(
        "flex gap-3 rounded-xl border p-4",
        type === "success" && "border-forest-200 bg-forest-50",
        type === "error" && "border-clay-500 bg-clay-50",
        type === "info" && "border-cream-300 bg-cream-100",
      )}
    >
      <Icon
        name={type === "success" ? "circle-check" : type === "error" ? "circle-exclamation-point" : "info"}
        className={clsx("mt-0.5 h-5 w-5 shrink-0", type === "error" ? "text-clay-700" : "text-forest-700")}
      />
      <div className="space-y-2">
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
    </div>
  );
}
