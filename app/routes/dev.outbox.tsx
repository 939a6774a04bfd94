import type { RouteHandle } from "~/components/layout/site-shell";
import { formatDateTime } from "~/lib/format";
import { notFound } from "~/lib/responses";
import { config } from "~/server/config.server";
import { latestEmails } from "~/server/mail/outbox.server";
import type { Route } from "./+types/dev.outbox";

export const handle: RouteHandle = { breadcrumbs: false };

export const meta: Route.MetaFunction = () => [
  { title: "Outbox (development) | Krukke" },
  { name: "robots", content: "noindex" },
];

/**
 * For developers: the e-mail the shop has written, newest first (password reset links
 * included). Without SMTP_URL, e-mail waits here instead of being sent. Served only by the
 * development server (`npm run dev`) and in tests: `import.meta.env.DEV` is false in the
 * production build, which makes the rest of this loader dead code there, whatever NODE_ENV says.
 */
export async function loader() {
  if (!import.meta.env.DEV) throw notFound();
  return { smtp: Boolean(config().smtpUrl), messages: await latestEmails() };
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { messages, smtp } = loaderData;
  return (
    <div className="container-page space-y-6 py-10" lang="en">
      <header>
        <h1 className="text-3xl font-semibold">Outbox (development)</h1>
        <p className="text-muted">
          {smtp
            ? "SMTP_URL is set: messages are sent from here."
            : "SMTP_URL is not set: messages wait here and are not sent."}
        </p>
      </header>
      {messages.length === 0 ? (
        <p>No e-mail yet.</p>
      ) : (
        <ul className="space-y-4">
          {messages.map((message) => (
            <li key={message.id} className="rounded-xl border border-cream-300 bg-white p-4">
              <details>
                <summary className="cursor-pointer">
                  <span className="font-semibold">{message.subject}</span> →{" "}
                  {message.to ?? "(address removed)"} · {message.template} · {message.status}
                  {message.attempts > 0 && ` (${message.attempts} attempts)`} ·{" "}
                  {formatDateTime(message.createdAt, "da")}
                </summary>
                {message.lastError && <p className="mt-2 text-clay-700">{message.lastError}</p>}
                {message.html === null ? (
                  <p className="mt-2 text-muted">
                    The body is no longer kept (see docs/operations.md, Retention).
                  </p>
                ) : (
                  <iframe
                    title={message.subject}
                    srcDoc={message.html}
                    sandbox=""
                    className="mt-3 h-96 w-full rounded border"
                  />
                )}
                {message.text !== null && (
                  <pre className="mt-3 overflow-auto text-sm whitespace-pre-wrap">{message.text}</pre>
                )}
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
