/**
 * An action's answer as a browser sees it: status, data (or the redirect's target), cookies
 * set, and the toast it carries, read back the way the next page reads it.
 */
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { readToast, type Toast } from "~/server/toast.server";
import { callAction, type CallOptions } from "./routes";

export type Answer<T> = {
  status: number;
  data: T | undefined;
  /** Where a redirect goes. */
  location: string | null;
  headers: Headers;
  toast: Toast | null;
  /** The Set-Cookie values as the next request's Cookie header. */
  cookies: string;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route types its own args
type Action = (args: any) => Promise<unknown>;

export async function post<T = unknown>(
  action: Action,
  path: string,
  form: Record<string, string> | FormData,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const result = await callAction(action, path, form, { ...options, raw: true });
  const withInit = (result as { type?: unknown }).type === "DataWithResponseInit";
  const answer =
    result instanceof Response
      ? { status: result.status, data: undefined, headers: result.headers }
      : withInit
        ? {
            status: (result as DataWithResponseInit<T>).init?.status ?? 200,
            data: (result as DataWithResponseInit<T>).data,
            headers: new Headers((result as DataWithResponseInit<T>).init?.headers),
          }
        : { status: 200, data: result as T, headers: new Headers() };
  const cookies = answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
  const { toast } = await readToast(new Request("http://localhost/", { headers: { Cookie: cookies } }));
  return { ...answer, location: answer.headers.get("Location"), toast, cookies };
}
