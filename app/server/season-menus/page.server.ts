/**
 * A season menu's public page (`/<slug>`, ~/lib/season-menus): the menu with its courses (each
 * a product with its full food information, priced at the menu's price of a jar), the price of
 * a cover and per kilogram, and its places with what each pickup day has left right now. A
 * draft is no page (null, a 404); a closed or archived menu's page shows, closed for orders.
 */
import { asc, eq } from "drizzle-orm";
import type { ProductView } from "~/lib/catalogue";
import { unitPrice } from "~/lib/food";
import { parseKroner } from "~/lib/money";
import {
  isShownAtAddress,
  orderWindowOpen,
  pricePerCover,
  pricePerKilogram,
  SEASON_SLUG,
  seasonDayState,
  coversLeft,
  type SeasonMenuView,
} from "~/lib/season-menus";
import { catalogueColumns, catalogueProduct } from "../catalogue.server";
import { shopNow } from "../clock.server";
import { getDb } from "../db/index.server";
import { products, seasonMenuCourses, seasonMenus } from "../db/schema.server";
import { placesWithDays } from "./capacity.server";

export type SeasonMenuPage = SeasonMenuView<ProductView> & { id: string };

/** The menu at `slug` as its page shows it now, or null when there is none to show. */
export async function seasonMenuPage(slug: string, now: Date = shopNow()): Promise<SeasonMenuPage | null> {
  if (slug.length > 80 || !SEASON_SLUG.test(slug)) return null;
  const db = getDb();
  const [menu] = await db.select().from(seasonMenus).where(eq(seasonMenus.slug, slug));
  if (!menu || !isShownAtAddress(menu.status)) return null;
  const [courses, places] = await Promise.all([
    db
      .select({
        ...catalogueColumns,
        label: seasonMenuCourses.label,
        label_en: seasonMenuCourses.label_en,
        price_per_jar: seasonMenuCourses.price_per_jar,
        jars_per_cover: seasonMenuCourses.jars_per_cover,
      })
      .from(seasonMenuCourses)
      .innerJoin(products, eq(products.id, seasonMenuCourses.product_id))
      .where(eq(seasonMenuCourses.menu_id, menu.id))
      .orderBy(asc(seasonMenuCourses.position)),
    placesWithDays(menu.id, db),
  ]);
  const open = orderWindowOpen(menu, now);
  const fewest = Math.min(...menu.cover_choices);
  const priced = courses.map(({ label, label_en, price_per_jar, jars_per_cover, ...product }) => {
    const course = { label, label_en, price_per_jar, jars_per_cover };
    const {
      base_price: _base,
      customer_price: _customer,
      b2b_price: _b2b,
      ...rest
    } = catalogueProduct(product);
    const price = parseKroner(course.price_per_jar);
    const food = rest.food;
    return {
      rule: {
        price_per_jar: price,
        jars_per_cover: course.jars_per_cover,
        net_grams: food.netUnit === "g" ? food.netQuantity : null,
      },
      view: {
        label: course.label,
        labelEn: course.label_en,
        jarsPerCover: course.jars_per_cover,
        product: {
          ...rest,
          // The jar at the menu's price, the same for every viewer: a cover's price is the courses' jars.
          price: { unit: price, list: price, discountPercentage: "0" },
          unitPrice: unitPrice(price, food.netQuantity, food.netUnit),
        } satisfies ProductView,
      },
    };
  });
  return {
    id: menu.id,
    slug: menu.slug,
    name: menu.name,
    nameEn: menu.name_en,
    intro: menu.intro,
    introEn: menu.intro_en,
    imageUrl: menu.image_url,
    status: menu.status,
    open,
    opensAt: menu.order_opens_at.toISOString(),
    closesAt: menu.order_closes_at.toISOString(),
    coverChoices: [...menu.cover_choices].sort((a, b) => a - b),
    pricePerCover: pricePerCover(priced.map((course) => course.rule)),
    pricePerKilogram: priced.length > 0 ? pricePerKilogram(priced.map((course) => course.rule)) : null,
    courses: priced.map((course) => course.view),
    places: places.map((place) => ({
      id: place.id,
      kind: place.kind,
      name: place.name,
      nameEn: place.name_en,
      address: place.address,
      days: place.days.map((day) => {
        const counted = { capacity: day.capacity_covers, held: day.held };
        return {
          date: day.pickup_date,
          opens: day.opens,
          closes: day.closes,
          left: coversLeft(counted),
          state: seasonDayState(counted, fewest, open),
        };
      }),
    })),
  };
}
