/**
 * Calling route loaders and actions the way React Router does: with a real Request (cookies,
 * form data), the route's params and the load context.
 */
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { expect } from "vitest";

/** What `data(value, init)` makes (the class itself is not exported at run time). */
function isDataWithInit(value: unknown): value is DataWithResponseInit<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit"
  );
}

const ORIGIN = "http://localhost";

type RouteArgs = {
  request: Request;
  params: Record<string, string>;
  context: { cspNonce: string; clientIp: string; shareable: boolean };
  url: URL;
  pattern: string;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route types its own args
type RouteFunction<T> = (args: any) => Promise<T> | T;
type Unwrapped<T> = T extends DataWithResponseInit<infer D> ? D : T;

export type CallOptions = { headers?: HeadersInit; raw?: boolean; clientIp?: string };

function argsFor(request: Request, params: Record<string, string>, clientIp = "127.0.0.1"): RouteArgs {
  return {
    request,
    params,
    context: { cspNonce: "", clientIp, shareable: false },
    url: new URL(request.url),
    pattern: "",
  };
}

/** Runs a loader for `path` and returns its data (a data() result unwrapped). */
export async function callLoader<T>(
  loader: RouteFunction<T>,
  path: string,
  params: Record<string, string>,
  options: CallOptions & { raw: true },
): Promise<DataWithResponseInit<Unwrapped<T>>>;
export async function callLoader<T>(
  loader: RouteFunction<T>,
  path: string,
  params?: Record<string, string>,
  options?: CallOptions,
): Promise<Unwrapped<T>>;
export async function callLoader<T>(
  loader: RouteFunction<T>,
  path: string,
  params: Record<string, string> = {},
  options: CallOptions = {},
) {
  const request = new Request(`${ORIGIN}${path}`, { headers: options.headers });
  const answer = unwrap(await loader(argsFor(request, params, options.clientIp)), options.raw);
  // React Router streams every promise the loader returns to the page before the request ends;
  // a test that reads only some of them must not leave the others querying a closed pool.
  await resolveStreamed(options.raw && isDataWithInit(answer) ? answer.data : answer);
  return answer;
}

/**
 * A loader's data with each streamed (promise) field replaced by what it settled to: the value,
 * or `{ rejected: message }`. What the page finally receives, for checks over all of it.
 */
export async function resolveStreamed(value: unknown): Promise<unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  const entries = await Promise.all(
    Object.entries(value).map(async ([key, field]) => {
      if (!(field instanceof Promise)) return [key, field] as const;
      try {
        return [key, await field] as const;
      } catch (error) {
        return [key, { rejected: error instanceof Error ? error.message : String(error) }] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}

/** Posts a form to an action and returns what it returned (a Response for a redirect). */
export async function callAction<T>(
  action: RouteFunction<T>,
  path: string,
  form: Record<string, string> | FormData,
  options: CallOptions & { params?: Record<string, string> } = {},
) {
  const body = form instanceof FormData ? form : new URLSearchParams(form);
  const request = new Request(`${ORIGIN}${path}`, { method: "POST", body, headers: options.headers });
  try {
    return unwrap(await action(argsFor(request, options.params ?? {}, options.clientIp)), options.raw) as
      Unwrapped<T> | Response;
  } catch (thrown) {
    // A thrown redirect is an answer like any other.
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function unwrap(value: unknown, raw?: boolean) {
  if (!raw && isDataWithInit(value)) return value.data;
  return value;
}

/** The status of an error response thrown by a loader or action (throw data(…) or a Response). */
export async function expectResponseStatus(promise: Promise<unknown>, status: number): Promise<void> {
  let thrown: unknown;
  try {
    await promise;
  } catch (error) {
    thrown = error;
  }
  const actual =
    thrown instanceof Response
      ? thrown.status
      : isDataWithInit(thrown)
        ? thrown.init?.status
        : `no error response (${String(thrown)})`;
  expect(actual).toBe(status);
}

/** The HTTP status a loader or action answers with: thrown or returned, Response or data(). */
export async function statusOf(promise: Promise<unknown>): Promise<number> {
  let outcome: unknown;
  try {
    outcome = await promise;
  } catch (error) {
    outcome = error;
    if (!(error instanceof Response) && !isDataWithInit(error)) throw error;
  }
  if (outcome instanceof Response) return outcome.status;
  if (isDataWithInit(outcome)) return outcome.init?.status ?? 200;
  return 200;
}
