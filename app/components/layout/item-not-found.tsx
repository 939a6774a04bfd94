import { Icon } from "~/components/ui/icon";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { ErrorView } from "./error-view";

/**
 * A route's error boundary for one product, recipe or post: its own "not found" with a way back
 * to the list for a 404, the general error view for anything else.
 */
export function ItemNotFound({
  title,
  text,
  backTo,
  backLabel,
}: {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}) {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) return <ErrorView />;
  return (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="text-4xl font-semibold">{title}</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{text}</p>
      <Link to={backTo} className={buttonClasses({ className: "mt-8" })}>
        <Icon name="arrow-left" className="h-4 w-4" />
        {backLabel}
      </Link>
    </section>
  );
}
