/**
 * The three back-office edit pages (products, recipes, blog posts) share their loader and
 * action (app/server/admin/edit-page.server.ts): the same answers to a new item, an id that is
 * no uuid or of nothing, a bad form and a Conform intent, on each page.
 */
import { beforeAll, describe, expect, it } from "vitest";
import * as postPage from "~/routes/admin.blog.$id";
import * as recipePage from "~/routes/admin.opskrifter.$id";
import * as productPage from "~/routes/admin.produkter.$id";
import { setupTestDatabase } from "./helpers/database";
import { callAction, callLoader, statusOf } from "./helpers/routes";
import { createSignedInUser, type TestUser } from "./helpers/users";

setupTestDatabase();

let admin: TestUser;
beforeAll(async () => {
  admin = await createSignedInUser({ changes: { role: "admin" } });
});

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
/** A route's loader or action, called as React Router does (helpers/routes.ts). */
type RouteFunction = Parameters<typeof callAction>[0];
type EditPage = {
  name: string;
  loader: RouteFunction;
  action: RouteFunction;
  path: string;
  itemIntents: string[];
};
const PAGES: EditPage[] = [
  {
    name: "product",
    loader: productPage.loader,
    action: productPage.action,
    path: "/admin/produkter",
    itemIntents: ["remove", "restore"],
  },
  {
    name: "recipe",
    loader: recipePage.loader,
    action: recipePage.action,
    path: "/admin/opskrifter",
    itemIntents: ["delete"],
  },
  {
    name: "blog post",
    loader: postPage.loader,
    action: postPage.action,
    path: "/admin/blog",
    itemIntents: ["delete"],
  },
];

describe.each(PAGES)("the $name edit page", ({ loader, action, path, itemIntents }) => {
  const asAdmin = (id: string) => ({ headers: { Cookie: admin.cookie }, params: { id } });

  it("has nothing to show for a new one, and a 404 for an id that is no uuid or of nothing", async () => {
    expect(await callLoader(loader, `${path}/ny`, { id: "ny" }, asAdmin("ny"))).toEqual({
      item: null,
      values: null,
      audit: [],
    });
    for (const id of ["ikke-et-id", UNKNOWN]) {
      expect(await statusOf(callLoader(loader, `${path}/${id}`, { id }, asAdmin(id)))).toBe(404);
    }
    expect(await statusOf(callAction(action, `${path}/ikke-et-id`, {}, asAdmin("ikke-et-id")))).toBe(404);
  });

  it("answers a button for an item that does not exist with a 404", async () => {
    for (const intent of itemIntents) {
      expect(await statusOf(callAction(action, `${path}/${UNKNOWN}`, { intent }, asAdmin(UNKNOWN)))).toBe(
        404,
      );
    }
  });

  it("answers a bad form with a 400 and its errors, and a Conform intent with a 200", async () => {
    const refused = await callAction(
      action,
      `${path}/ny`,
      { intent: "save" },
      { ...asAdmin("ny"), raw: true },
    );
    expect(refused).toMatchObject({ init: { status: 400 }, data: { result: { status: "error" } } });
    const validated = await callAction(
      action,
      `${path}/ny`,
      { __intent__: JSON.stringify({ type: "validate", payload: { name: "title" } }) },
      { ...asAdmin("ny"), raw: true },
    );
    expect(validated).toMatchObject({ init: { status: 200 } });
  });
});
