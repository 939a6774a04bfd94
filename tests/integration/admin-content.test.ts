/**
 * Recipes, blog posts, newsletter subscribers and contact messages in the back office: what the
 * admin saves is what the shop shows (a scheduled post only from its time), a preview saves
 * nothing, the subscriber export is a safe CSV, and every change is in the audit log.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as messagesAction, loader as messagesLoader } from "~/routes/admin.beskeder";
import { loader as postsAdminLoader } from "~/routes/admin.blog";
import { action as postAction, loader as postAdminLoader } from "~/routes/admin.blog.$id";
import { action as subscribersAction, loader as subscribersLoader } from "~/routes/admin.nyhedsbrev";
import { loader as subscribersCsvLoader } from "~/routes/admin.nyhedsbrev.csv";
import { action as recipeAction } from "~/routes/admin.opskrifter.$id";
import { loader as recipesAdminLoader } from "~/routes/admin.opskrifter";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { findPublishedPost, listPublishedPosts } from "~/server/blog.server";
import { resetConfig } from "~/server/config.server";
import { getDb } from "~/server/db/index.server";
import {
  auditLog,
  blogPosts,
  contactMessages,
  newsletterSubscribers,
  recipes,
} from "~/server/db/schema.server";
import { findRecipe, listRecipes } from "~/server/recipes.server";
import { setupTestDatabase } from "./helpers/database";
import { callAction, callLoader, statusOf } from "./helpers/routes";
import { createSignedInUser, type TestUser } from "./helpers/users";

setupTestDatabase();

let admin: TestUser;
let dataDir: string;
const asAdmin = (id?: string) => ({
  headers: { Cookie: admin.cookie },
  params: id ? { id } : ({} as Record<string, string>),
});
const auditOf = (id: string) =>
  getDb().select().from(auditLog).where(eq(auditLog.entity_id, id)).orderBy(auditLog.created_at);
const idFrom = (answer: unknown) => (answer as Response).headers.get("Location")!.split("/").at(-1)!;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "krukke-content-"));
  process.env.DATA_DIR = dataDir;
  resetConfig();
  admin = await createSignedInUser({ changes: { role: "admin" } });
});

afterAll(async () => {
  delete process.env.DATA_DIR;
  resetConfig();
  await fs.rm(dataDir, { recursive: true, force: true });
});

function formOf(fields: Record<string, string>, image?: Blob): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (image) form.set("image", image, "billede.jpg");
  return form;
}

const RECIPE = {
  title: "Suppe med rugbrødscroutoner",
  titleEn: "Soup with rye croutons",
  category: "soups",
  ingredients: "1 krukke tomatsuppe\n2 skiver rugbrød\n\nOlivenolie",
  instructions: "Varm suppen.\nRist rugbrødet.\nServér.",
  cookTime: "20",
  serves: "2",
  difficulty: "easy",
};

describe("recipes", () => {
  it("creates a recipe with a picture that the recipe pages show, and deletes it", async () => {
    const picture = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#4a6b3a" } })
      .jpeg()
      .toBuffer();
    const created = await callAction(
      recipeAction,
      "/admin/opskrifter/ny",
      formOf({ ...RECIPE, featured: "on" }, new Blob([new Uint8Array(picture)], { type: "image/jpeg" })),
      asAdmin("ny"),
    );
    const id = idFrom(created);
    const recipe = await findRecipe(id);
    expect(recipe).toMatchObject({
      title: RECIPE.title,
      cook_time: 20,
      serves: 2,
      difficulty: "easy",
      featured: true,
    });
    expect(recipe!.image_url).toMatch(/^\/uploads\/recipes\/[\w-]+-640\.webp$/);
    const stored = await sharp(path.join(dataDir, recipe!.image_url!)).metadata();
    expect(stored).toMatchObject({ width: 640, height: 480 });
    expect((await listRecipes()).map((entry) => entry.id)).toContain(id);

    const list = await callLoader(recipesAdminLoader, "/admin/opskrifter", {}, asAdmin());
    expect(list.recipes.find((entry) => entry.id === id)).toMatchObject({ featured: true });

    const deleted = (await callAction(
      recipeAction,
      `/admin/opskrifter/${id}`,
      { intent: "delete" },
      asAdmin(id),
    )) as Response;
    expect(deleted.headers.get("Location")).toBe("/admin/opskrifter");
    expect(await findRecipe(id)).toBeNull();
    expect(await fs.readdir(path.join(dataDir, "uploads", "recipes")).catch(() => [])).toEqual([]);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(["create", "delete"]);
  });

  it("shows a preview of unsaved changes and saves nothing", async () => {
    const before = (await getDb().select({ id: recipes.id }).from(recipes)).length;
    const answer = await callAction(
      recipeAction,
      "/admin/opskrifter/ny",
      formOf({ ...RECIPE, intent: "preview" }),
      asAdmin("ny"),
    );
    expect(answer).toMatchObject({
      preview: { title: RECIPE.title, ingredients: RECIPE.ingredients, instructions: RECIPE.instructions },
    });
    expect((await getDb().select({ id: recipes.id }).from(recipes)).length).toBe(before);
  });

  it("refuses a recipe without ingredients or with a time of 0 minutes", async () => {
    const answer = await callAction(
      recipeAction,
      "/admin/opskrifter/ny",
      formOf({ ...RECIPE, ingredients: "", cookTime: "0" }),
      asAdmin("ny"),
    );
    expect(answer).toMatchObject({
      result: {
        error: { ingredients: ["admin:validation.required"], cookTime: ["admin:validation.wholeNumber"] },
      },
    });
  });
});

const POST = {
  title: "Planlagt indlæg om græskar",
  category: "ingredients",
  excerpt: "Græskar i sæson",
  content: "Første afsnit.\nAndet afsnit med <script>alert(1)</script>",
  keywords: "græskar, sæson",
  readTime: "4",
};

describe("blog posts", () => {
  it("keeps a scheduled post out of the blog and the sitemap until its time, then shows it", async () => {
    const id = idFrom(
      await callAction(
        postAction,
        "/admin/blog/ny",
        formOf({ ...POST, publishedAt: "2099-01-01T08:00" }),
        asAdmin("ny"),
      ),
    );
    const [row] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, id));
    expect(row!.published_at!.toISOString()).toBe("2099-01-01T07:00:00.000Z");
    expect(await findPublishedPost(id)).toBeNull();
    expect((await listPublishedPosts()).map((post) => post.id)).not.toContain(id);
    const sitemapBefore = await ((await callLoader(sitemapLoader, "/sitemap.xml")) as Response).text();
    expect(sitemapBefore).not.toContain(id);

    const edit = await callLoader(postAdminLoader, `/admin/blog/${id}`, { id }, asAdmin(id));
    expect(edit.values).toMatchObject({ publishedAt: "2099-01-01T08:00", readTime: "4" });
    const list = await callLoader(postsAdminLoader, "/admin/blog", {}, asAdmin());
    expect(list.posts.find((post) => post.id === id)).toBeDefined();

    await callAction(
      postAction,
      `/admin/blog/${id}`,
      formOf({ ...edit.values, publishedAt: "2026-01-05T10:30", featured: "" }),
      asAdmin(id),
    );
    expect((await findPublishedPost(id))?.content).toBe(POST.content);
    const sitemapAfter = await ((await callLoader(sitemapLoader, "/sitemap.xml")) as Response).text();
    expect(sitemapAfter).toContain(`/blog/${id}`);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(["create", "update"]);
  });

  it("keeps a post without a publish time as a draft, and refuses a time that is no time", async () => {
    const id = idFrom(
      await callAction(postAction, "/admin/blog/ny", formOf({ ...POST, title: "Kladde" }), asAdmin("ny")),
    );
    expect(await findPublishedPost(id)).toBeNull();
    const wrong = await callAction(
      postAction,
      `/admin/blog/${id}`,
      formOf({ ...POST, publishedAt: "i morgen" }),
      asAdmin(id),
    );
    expect(wrong).toMatchObject({ result: { error: { publishedAt: ["admin:validation.dateTime"] } } });
  });
});

describe("newsletter subscribers", () => {
  it("lists, exports as a spreadsheet-safe CSV and removes subscribers", async () => {
    const [anna] = await getDb()
      .insert(newsletterSubscribers)
      .values([
        { first_name: "Anna", last_name: "Jensen", email: "anna@example.dk", confirmed_at: new Date() },
        { first_name: '=HYPERLINK("http://x")', email: "formel@example.dk", confirmed_at: new Date() },
      ])
      .returning();
    const found = await callLoader(subscribersLoader, "/admin/nyhedsbrev?q=jensen", {}, asAdmin());
    expect(found.subscribers.map((subscriber) => subscriber.email)).toEqual(["anna@example.dk"]);

    const csv = (await callLoader(subscribersCsvLoader, "/admin/nyhedsbrev/csv", {}, asAdmin())) as Response;
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toMatch(
      /filename="krukke-nyhedsbrev-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = await csv.text();
    expect(text).toContain("anna@example.dk,Anna Jensen,");
    expect(text).toContain(`formel@example.dk,"'=HYPERLINK(""http://x"")",`);

    await callAction(subscribersAction, "/admin/nyhedsbrev", { id: anna!.id }, asAdmin());
    const left = await getDb().select().from(newsletterSubscribers);
    expect(left.map((subscriber) => subscriber.email)).toEqual(["formel@example.dk"]);
    expect(await auditOf(anna!.id)).toMatchObject([
      { action: "delete", before: { email: "anna@example.dk" } },
    ]);
    expect(
      await statusOf(callAction(subscribersAction, "/admin/nyhedsbrev", { id: anna!.id }, asAdmin())),
    ).toBe(404);
  });
});

describe("contact messages", () => {
  it("shows unread messages apart and marks them read and unread again", async () => {
    const [message] = await getDb()
      .insert(contactMessages)
      .values({
        first_name: "Bo",
        last_name: "Berg",
        email: "bo@example.dk",
        subject: "samarbejde",
        message: "Kan vi sælge jeres supper i vores café?",
      })
      .returning();
    const unread = await callLoader(messagesLoader, "/admin/beskeder?vis=unread", {}, asAdmin());
    expect(unread.messages.map((entry) => entry.id)).toEqual([message!.id]);

    await callAction(
      messagesAction,
      "/admin/beskeder?vis=unread",
      { id: message!.id, read: "true" },
      asAdmin(),
    );
    expect((await callLoader(messagesLoader, "/admin/beskeder?vis=unread", {}, asAdmin())).messages).toEqual(
      [],
    );
    expect((await callLoader(messagesLoader, "/admin/beskeder?vis=read", {}, asAdmin())).total).toBe(1);

    await callAction(messagesAction, "/admin/beskeder", { id: message!.id, read: "false" }, asAdmin());
    const [row] = await getDb().select().from(contactMessages).where(eq(contactMessages.id, message!.id));
    expect(row!.read_at).toBeNull();
    expect((await auditOf(message!.id)).map((entry) => entry.action)).toEqual(["read", "unread"]);
  });
});
