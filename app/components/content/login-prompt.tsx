import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { loginPath } from "~/lib/safe-redirect";

/** What a guest sees where signed-in customers get more: why, and the way to the login page. */
export function LoginPrompt({
  title,
  text,
  button,
  back,
  headingLevel = 2,
}: {
  title: string;
  text: string;
  button: string;
  /** Where the login page brings the visitor back to. */
  back: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      className="flex flex-col gap-4 rounded-2xl border border-forest-200 bg-forest-50 p-6 sm:flex-row sm:items-center"
      data-testid="login-prompt"
    >
      <Icon name="lock" className="h-8 w-8 shrink-0 text-forest-700" />
      <div className="flex-1">
        <Heading className="text-xl font-semibold">{title}</Heading>
        <p className="mt-1 text-muted">{text}</p>
      </div>
      <Link to={loginPath(back)} className={buttonClasses({ className: "shrink-0" })}>
        <Icon name="log-in" className="h-4 w-4" />
        {button}
      </Link>
    </section>
  );
}
