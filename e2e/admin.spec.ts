/**
 * The back office in a browser: the admin (made with `npm run admin:create` before the shop
 * started) adds a product with a photo and its food information (told, field by field, what is
 * inconsistent until it is fixed) that the shop then shows, makes a discount code a customer
 * uses at checkout, prints the paid order's packing slip and ships the order, which captures
 * the payment. Everyone else meets a 404 at every /admin address.
 */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { signedInCustomer } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { Cart } from "./support/cart";
import { Checkout, kr, PaymentWindow } from "./support/checkout";
import { signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/fixtures";

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

test("an admin creates a product with an uploaded photo and its food information, and the shop shows it", async ({
  page,
  request,
}) => {
  // A guest's product list, kept by the shop (server/page-cache.ts) from here on.
  const guestList = async () => {
    const answer = await request.get("/produkter");
    return { html: await answer.text(), cache: answer.headers()["x-krukke-cache"] };
  };
  await guestList();
  expect((await guestList()).cache).toBe("hit");
  await signInAsAdmin(page);
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Produkter" })
    .click();
  await page.getByRole("link", { name: "Nyt produkt" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nyt produkt" })).toBeVisible();

  const title = `Hokkaidosuppe ${Date.now().toString(36)}`;
  await page.getByLabel("Titel", { exact: true }).fill(title);
  await page.getByLabel("Titel på engelsk").fill("Hokkaido soup");
  await page.getByLabel("Kort beskrivelse", { exact: true }).fill("Cremet suppe af dansk græskar");
  await page.getByLabel("Grundpris (kr)").fill("64,95");
  await page.getByLabel("Nettoindhold", { exact: true }).fill("500");
  for (const [label, value] of [
    ["Energi (kJ)", "243"],
    ["Energi (kcal)", "58"],
    ["Fedt (g)", "2,1"],
    ["heraf mættede fedtsyrer (g)", "0,9"],
    ["Kulhydrat (g)", "7,4"],
    ["heraf sukkerarter (g)", "3,8"],
    ["Protein (g)", "1,3"],
    ["Salt (g)", "0,7"],
  ]) {
    await page.getByLabel(label!, { exact: true }).fill(value!);
  }
  await page.getByLabel("Opbevaring", { exact: true }).fill("Opbevares ved max 5 °C");
  await page.getByLabel("Holdbarhed (dage fra produktion)").fill("21");

  // The ingredient list, rows added, filled and one removed again.
  const addIngredient = page.getByRole("button", { name: "Tilføj ingrediens" });
  for (const [index, name] of ["Hokkaido", "selleri", "vand"].entries()) {
    await addIngredient.click();
    await page
      .getByRole("group", { name: `Ingrediens ${index + 1}` })
      .getByLabel("Navn", { exact: true })
      .fill(name);
  }
  await page.getByRole("button", { name: "Fjern ingrediens 3" }).click();
  await expect(page.getByRole("group", { name: /^Ingrediens \d$/ })).toHaveCount(2);
  await page.getByRole("group", { name: "Ingrediens 1" }).getByLabel("Procent (QUID)").fill("72");

  // Allergens that do not agree with the list: celery in it, milk ticked. Each field says so
  // as it is left (a message appearing moves what is below it: wait for it before going on).
  const celery = page.getByRole("group", { name: "Ingrediens 2" });
  const allergens = page.getByRole("group", { name: "Allergener", exact: true });
  const celeryAllergen = celery.getByLabel("Allergen");
  await celeryAllergen.focus();
  await celeryAllergen.selectOption({ label: "Selleri" });
  await celeryAllergen.blur();
  const celeryMissing = celery.getByText("Selleri står i ingredienslisten men ikke blandt allergenerne");
  await expect(celeryMissing).toBeVisible();
  await allergens.getByLabel("Mælk").check();
  await allergens.getByLabel("Mælk").blur();
  const milkNotInList = allergens.getByText(
    "Mælk er valgt blandt allergenerne men står ikke i ingredienslisten",
  );
  await expect(milkNotInList).toBeVisible();

  await page.getByLabel("Kan købes").check();
  await page.getByLabel("Økologiske råvarer dyrket i").selectOption({ label: "EU-landbrug" });
  const photo = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: "#d9822b" } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel("Nyt billede")
    .setInputFiles({ name: "hokkaido.jpg", mimeType: "image/jpeg", buffer: photo });
  await page.getByRole("button", { name: "Opret" }).click();

  // Still told, on the fields concerned, and nothing is created.
  await expect(celeryMissing).toBeVisible();
  await expect(milkNotInList).toBeVisible();
  await expect(celeryAllergen).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/admin\/produkter\/ny$/);
  await expectAccessible(page, "product form with its food information's messages");

  await allergens.getByLabel("Mælk").uncheck();
  await allergens.getByLabel("Selleri").check();
  await expect(milkNotInList).toBeHidden();
  await expect(celeryMissing).toBeHidden();
  await page.getByRole("button", { name: "Opret" }).click();

  await expect(toasts(page).getByText("Produktet er oprettet")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Rediger ${title}` })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Oprettet" }).first()).toBeVisible();
  // The next guest gets the list with it: the kept copy went with the change.
  const afterwards = await guestList();
  expect(afterwards.html).toContain(title);

  // The shop: newest first, with the photo in the storefront's widths.
  await page.goto("/produkter");
  const card = page.getByTestId("product-card").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText("65 kr");
  const image = card.locator("img").first();
  await expect(image).toHaveAttribute("src", /^\/uploads\/products\/[\w-]+-640\.webp$/);
  await expect(image).toHaveAttribute("srcset", /-320\.webp 320w, .*-960\.webp 960w/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});

test("an admin creates a discount code, a customer pays with it, and shipping the order captures the payment", async ({
  page,
}) => {
  const code = `VINTER${Date.now().toString(36).toUpperCase()}`;
  await signInAsAdmin(page);
  await page.goto("/admin/rabatkoder/ny");
  await page.getByLabel("Kode").fill(code);
  await page.getByLabel("Værdi").fill("20");
  await page.getByRole("button", { name: "Opret" }).click();
  await expect(toasts(page).getByText("Rabatkoden er oprettet")).toBeVisible();

  // A customer: two jars of tomato soup (55 kr each), 20% off, 50 kr freight.
  await page.context().clearCookies();
  const customer = await signedInCustomer(page);
  const cart = new Cart(page);
  await page.goto("/produkter");
  await cart.addFromList("Tomatsuppe med basilikum");
  await expect(cart.badge).toHaveText("1");
  await cart.addFromList("Tomatsuppe med basilikum");
  await expect(cart.badge).toHaveText("2");
  await cart.open();
  await cart.applyCode(code.toLowerCase());
  await expect(toasts(page).getByText("Rabatkode anvendt!")).toBeVisible();
  await cart.close();

  const checkout = new Checkout(page);
  await checkout.open();
  const deliveryDate = await checkout.chooseHomeDelivery();
  await expect(checkout.amount("checkout-total")).toHaveText(kr(110 - 22 + 50));
  const popup = new PaymentWindow(await checkout.payInPopup());
  await popup.approve();
  await popup.expectClosed();
  await expect(page.getByRole("heading", { name: "Tak for din ordre!" })).toBeVisible();

  // The admin sees the code used once, finds the order and ships it.
  await signInAsAdmin(page);
  await page.goto("/admin/rabatkoder");
  await expect(
    page.getByTestId("admin-discount").filter({ hasText: code }).getByTestId("discount-usage"),
  ).toHaveText(/^1 \//);
  await page.goto(`/admin/ordrer?q=${encodeURIComponent(customer.email)}`);
  await page.getByTestId("admin-order").first().getByRole("link").first().click();
  await expect(page.getByTestId("order-total")).toHaveText("138,00 kr");

  // The packing slip, printed without the back office's navigation or the shop around it.
  await page.getByRole("link", { name: "Pakkeseddel" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Pakkeseddel for ordre #/ })).toBeVisible();
  const line = page.getByTestId("packing-slip-line").filter({ hasText: "Tomatsuppe med basilikum" });
  await expect(line).toContainText("2 stk.");
  await expect(line).toContainText("Krukke ApS, Rugbrødsvej 7, 2600 Glostrup");
  await expect(page.getByTestId("packing-slip-date")).toHaveText(`Leveringsdato: ${deliveryDate.long}`);
  await expectAccessible(page, "packing slip");
  const navigation = page.getByRole("navigation", { name: "Administration" });
  await expect(navigation).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(navigation).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("button", { name: "Udskriv" })).toBeHidden();
  await expect(line).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  await page.getByRole("link", { name: "Tilbage", exact: true }).click();

  await page.getByRole("button", { name: "Markér som afsendt og træk 138,00 kr" }).click();
  await expect(toasts(page).getByText("Ordren er markeret som afsendt, og beløbet er trukket")).toBeVisible();
  const events = page.getByTestId("payment-events");
  await expect(events).toContainText("Trukket · 138,00 kr · Godkendt");
  await expect(page.getByText("Trukket: 138,00 kr")).toBeVisible();
});

const ADMIN_URLS = [
  "/admin",
  "/admin/ordrer",
  "/admin/ordrer/00000000-0000-4000-8000-000000000000",
  "/admin/ordrer/00000000-0000-4000-8000-000000000000/pakkeseddel",
  "/admin/produkter",
  "/admin/produkter/ny",
  "/admin/opskrifter",
  "/admin/opskrifter/ny",
  "/admin/blog",
  "/admin/blog/ny",
  "/admin/rabatkoder",
  "/admin/rabatkoder/ny",
  "/admin/kunder",
  "/admin/nyhedsbrev",
  "/admin/nyhedsbrev/csv",
  "/admin/beskeder",
];

test("a guest and a customer meet a 404 at every /admin address, and no admin link", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 404/);
  for (const url of ADMIN_URLS) {
    const answer = await page.request.get(url);
    expect(answer.status(), `a guest at ${url}`).toBe(404);
  }
  await signedInCustomer(page);
  for (const url of ADMIN_URLS) {
    const answer = await page.request.get(url);
    expect(answer.status(), `a customer at ${url}`).toBe(404);
    expect(await answer.text()).not.toContain("Administration");
  }
  const posted = await page.request.post("/admin/produkter/ny", {
    form: { title: "Indbrud", description: "x", basePrice: "1", type: "soup" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(posted.status()).toBe(404);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Oversigt");
});
