/**
 * The demo shop: a catalogue, recipes, blog posts and discount codes to browse and test with.
 * Loaded on first start of the embedded database and by `npm run db:seed`.
 * Each row has a stable key; its id is derived from it, so loading twice adds nothing.
 */
import { en } from "../../i18n/en";
import { da } from "../../i18n/da";
import {
  ingredientText,
  type Allergen,
  type Diet,
  type Ingredient,
  type NetUnit,
  type OrganicOrigin,
} from "../../lib/food";
import type {
  BlogCategory,
  DiscountType,
  Difficulty,
  NutritionalInfo,
  ProductType,
  RecipeCategory,
} from "./schema.server";

/** A demo product as the products table stores it (its columns' names), without id and brand. */
export type DemoProduct = {
  key: string;
  title: string;
  title_en: string;
  description: string;
  description_en: string;
  description_long: string;
  description_long_en: string;
  base_price: string;
  customer_price: string | null;
  b2b_price: string | null;
  is_organic: boolean;
  is_new: boolean;
  available: boolean;
  weight: string;
  type: ProductType;
  /** The ingredient list as text: made from `ingredient_list`, never written by hand. */
  ingredients: string;
  ingredients_en: string;
  nutritional_info: Required<NutritionalInfo>;
  allergens: Allergen[];
  may_contain: Allergen[];
  diets: Diet[];
  ingredient_list: Ingredient[];
  net_quantity: number;
  net_unit: NetUnit;
  storage: string;
  storage_en: string;
  shelf_life_days: number;
  days_after_opening: number;
  preparation: string;
  preparation_en: string;
  origin: string | null;
  origin_en: string | null;
  organic_origin: OrganicOrigin | null;
  oe_label: boolean;
  /** Colours of the jar illustration: contents, lid, label. */
  colors: { fill: string; lid: string; label: string };
};

export const DEMO_BRAND = "Krukke";

// ---------------------------------------------------------------------------------------------
// The recipes' ingredients

/** Not farmed, so never organic (Reg. 2018/848 counts only agricultural ingredients). */
const WATER: Ingredient = { da: "vand", en: "water" };
const SEA_SALT: Ingredient = { da: "havsalt", en: "sea salt" };
const NOT_FARMED = new Set([WATER, SEA_SALT]);

const ingredient = (
  daName: string,
  enName: string,
  details: Pick<Ingredient, "percent" | "allergen" | "kind"> = {},
): Ingredient => ({ da: daName, en: enName, ...details });

/**
 * A recipe's ingredient list, heaviest first (Art. 18). In an organic product every farmed
 * ingredient is organic; water and salt never are. The first word gets its capital letter.
 */
function recipe(organic: boolean, ingredients: Ingredient[]): Ingredient[] {
  return ingredients.map((item, index) => ({
    ...item,
    da: index === 0 ? capitalised(item.da) : item.da,
    en: index === 0 ? capitalised(item.en) : item.en,
    organic: organic && !NOT_FARMED.has(item),
  }));
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// Allergens, named as the list writes them (the allergen in the name, Art. 21).
const WHEAT_FLOUR = ingredient("hvedemel", "wheat flour", { allergen: "gluten", kind: "wheat" });
const EGGS = ingredient("æg", "egg", { allergen: "eggs" });
const MILK = ingredient("mælk", "milk", { allergen: "milk" });
const CREAM = ingredient("fløde (mælk)", "cream (milk)", { allergen: "milk" });
const BUTTER = ingredient("smør (mælk)", "butter (milk)", { allergen: "milk" });
const CELERIAC = ingredient("knoldselleri", "celeriac", { allergen: "celery" });

// ---------------------------------------------------------------------------------------------
// What every jar says

const CHILLED = { storage: "Opbevares ved max 5 °C", storage_en: "Keep at 5 °C or below" };

const HEAT_SOUP = {
  preparation:
    "Hæld suppen i en gryde, og varm den op under omrøring, til den lige koger. Eller hæld den i en skål, og varm den i mikrobølgeovnen i 3–4 minutter ved 750 W; rør rundt halvvejs.",
  preparation_en:
    "Pour the soup into a pan and heat it, stirring, until it just comes to the boil. Or pour it into a bowl and heat it in the microwave for 3–4 minutes at 750 W, stirring halfway.",
};

const HEAT_DISH = {
  preparation:
    "Kom retten i en gryde, og varm den op ved middel varme i 8–10 minutter under omrøring, til den er varm hele vejen igennem. Eller kom den i et fad med låg, og varm den i mikrobølgeovnen i 5–6 minutter ved 750 W; rør rundt halvvejs.",
  preparation_en:
    "Put the dish in a pan and heat it over a medium heat for 8–10 minutes, stirring, until it is piping hot all the way through. Or put it in a covered dish and heat it in the microwave for 5–6 minutes at 750 W, stirring halfway.",
};

const VEGAN: Diet[] = ["vegetarian", "vegan"];
const VEGETARIAN: Diet[] = ["vegetarian"];

/** Organic, with the Danish Ø-label (the jars are filled and controlled in Denmark). */
const organic = (where: OrganicOrigin) => ({ is_organic: true, organic_origin: where, oe_label: true });
const conventional = { is_organic: false, organic_origin: null, oe_label: false };

type DemoProductData = Omit<DemoProduct, "ingredients" | "ingredients_en">;

/** The ingredient list's text columns, made from the list (as the back office makes them). */
function withIngredientText(product: DemoProductData): DemoProduct {
  return {
    ...product,
    ingredients: ingredientText(product.ingredient_list, "da", da.common.organic),
    ingredients_en: ingredientText(product.ingredient_list, "en", en.common.organic),
  };
}

// ---------------------------------------------------------------------------------------------
// The catalogue

const products: DemoProductData[] = [
  {
    key: "tomatsuppe",
    title: "Tomatsuppe med basilikum",
    title_en: "Tomato soup with basil",
    description: "Solmodne tomater, hvidløg og frisk basilikum kogt langsomt.",
    description_en: "Sun-ripened tomatoes, garlic and fresh basil, slowly simmered.",
    description_long:
      "Vores tomatsuppe koges langsomt på solmodne økologiske tomater, ristet hvidløg og en god sjat olivenolie. Til sidst vender vi frisk basilikum i. Varm den op i en gryde, og server den med et stykke godt brød eller en klat creme fraiche.",
    description_long_en:
      "Our tomato soup is slowly simmered from sun-ripened organic tomatoes, roasted garlic and a generous splash of olive oil. Fresh basil goes in at the end. Heat it in a pan and serve it with good bread or a spoonful of crème fraîche.",
    base_price: "59.00",
    customer_price: "55.00",
    b2b_price: "44.00",
    ...organic("eu"),
    is_new: true,
    available: true,
    weight: "500 g",
    net_quantity: 500,
    net_unit: "g",
    type: "soup",
    ingredient_list: recipe(true, [
      ingredient("tomater", "tomatoes", { percent: 72 }),
      WATER,
      ingredient("løg", "onion"),
      ingredient("olivenolie", "olive oil", { percent: 3 }),
      ingredient("hvidløg", "garlic", { percent: 2 }),
      ingredient("basilikum", "basil", { percent: 1 }),
      SEA_SALT,
      ingredient("sort peber", "black pepper"),
    ]),
    allergens: [],
    may_contain: [],
    diets: VEGAN,
    nutritional_info: {
      energy_kj: 218,
      energy: 52,
      fat: 2.4,
      saturates: 0.4,
      carbs: 5.8,
      sugars: 4.1,
      protein: 1.2,
      salt: 0.8,
    },
    ...CHILLED,
    shelf_life_days: 60,
    days_after_opening: 3,
    ...HEAT_SOUP,
    origin: null,
    origin_en: null,
    colors: { fill: "#c8442c", lid: "#2f4a34", label: "#fbf3e4" },
  },
  {
    key: "graeskarsuppe",
    title: "Græskarsuppe med ingefær",
    title_en: "Pumpkin soup with ginger",
    description: "Cremet hokkaidogræskar med frisk ingefær og kokosmælk.",
    description_en: "Creamy Hokkaido pumpkin with fresh ginger and coconut milk.",
    description_long:
      "Hokkaidogræskar fra Lammefjorden bagt i ovnen og blendet med frisk ingefær, gulerod og kokosmælk. En mild, varmende suppe, der er god både til frokost og som forret.",
    description_long_en:
      "Hokkaido pumpkin from Lammefjorden, roasted and blended with fresh ginger, carrot and coconut milk. A mild, warming soup that works for lunch and as a starter.",
    base_price: "64.95",
    customer_price: "59.95",
    b2b_price: "47.50",
    // The coconut milk comes from outside the EU.
    ...organic("eu_non_eu"),
    is_new: false,
    available: true,
    weight: "500 g",
    net_quantity: 500,
    net_unit: "g",
    type: "soup",
    ingredient_list: recipe(true, [
      ingredient("hokkaidogræskar", "Hokkaido pumpkin", { percent: 58 }),
      WATER,
      ingredient("kokosmælk (kokosnød, vand)", "coconut milk (coconut, water)", { percent: 12 }),
      ingredient("gulerod", "carrot"),
      ingredient("løg", "onion"),
      ingredient("ingefær", "ginger", { percent: 2 }),
      ingredient("rapsolie", "rapeseed oil"),
      SEA_SALT,
      ingredient("gurkemeje", "turmeric"),
    ]),
    allergens: [],
    may_contain: [],
    diets: VEGAN,
    nutritional_info: {
      energy_kj: 255,
      energy: 61,
      fat: 3.1,
      saturates: 2.0,
      carbs: 6.9,
      sugars: 3.4,
      protein: 1.0,
      salt: 0.7,
    },
    ...CHILLED,
    shelf_life_days: 45,
    days_after_opening: 3,
    ...HEAT_SOUP,
    origin: "hokkaidogræskar fra Lammefjorden, Danmark",
    origin_en: "Hokkaido pumpkin from Lammefjorden, Denmark",
    colors: { fill: "#e08a2e", lid: "#2f4a34", label: "#fbf3e4" },
  },
  {
    key: "honsekodsuppe",
    title: "Hønsekødsuppe med boller",
    title_en: "Chicken soup with dumplings",
    description: "Klar suppe på dansk høne med kødboller, melboller og urter.",
    description_en: "Clear broth of Danish hen with meatballs, dumplings and herbs.",
    description_long:
      "Den klassiske hønsekødsuppe, som mormor lavede den: en klar bouillon trukket i otte timer på økologiske danske høns, med hjemmerullede kødboller af dansk svinekød, luftige melboller, porrer og gulerødder.",
    description_long_en:
      "The classic Danish chicken soup the way grandmother made it: a clear broth simmered for eight hours from organic Danish hens, with hand-rolled meatballs of Danish pork, light dumplings, leeks and carrots.",
    base_price: "79.00",
    customer_price: "74.00",
    b2b_price: "59.00",
    // Everything farmed in Denmark but the bay leaf and pepper (within the 5 % Reg. 2018/848 allows).
    ...organic("dk"),
    is_new: false,
    available: true,
    weight: "650 g",
    net_quantity: 650,
    net_unit: "g",
    type: "soup",
    // The broth, meatballs (pork, flour, egg, onion) and dumplings (flour, butter, egg) are
    // listed ingredient by ingredient, so each allergen stands on its own (Annex VII, part E).
    ingredient_list: recipe(true, [
      WATER,
      ingredient("høne", "hen", { percent: 14 }),
      ingredient("gulerod", "carrot"),
      ingredient("svinekød", "pork"),
      ingredient("porre", "leek"),
      WHEAT_FLOUR,
      ingredient("løg", "onion"),
      EGGS,
      CELERIAC,
      BUTTER,
      SEA_SALT,
      ingredient("persille", "parsley"),
      ingredient("laurbærblad", "bay leaf"),
      ingredient("sort peber", "black pepper"),
    ]),
    allergens: ["gluten", "eggs", "milk", "celery"],
    may_contain: [],
    diets: [],
    nutritional_info: {
      energy_kj: 310,
      energy: 74,
      fat: 3.8,
      saturates: 1.3,
      carbs: 4.6,
      sugars: 0.9,
      protein: 5.2,
      salt: 0.9,
    },
    ...CHILLED,
    shelf_life_days: 30,
    days_after_opening: 2,
    preparation:
      "Hæld suppen i en gryde, og varm den forsigtigt op under låg, til den lige koger, så bollerne holder formen. Eller hæld den i en skål, og varm den i mikrobølgeovnen i 4–5 minutter ved 750 W; rør forsigtigt rundt halvvejs.",
    preparation_en:
      "Pour the soup into a pan and heat it gently, covered, until it just comes to the boil, so the dumplings keep their shape. Or pour it into a bowl and heat it in the microwave for 4–5 minutes at 750 W, stirring gently halfway.",
    origin: "dansk høne og dansk svinekød",
    origin_en: "Danish hen and Danish pork",
    colors: { fill: "#e9c46a", lid: "#2f4a34", label: "#fbf3e4" },
  },
  {
    key: "linsesuppe",
    title: "Rød linsesuppe med spidskommen",
    title_en: "Red lentil soup with cumin",
    description: "Mættende linser, gulerod, spidskommen og et pift citron.",
    description_en: "Filling lentils, carrot, cumin and a squeeze of lemon.",
    description_long:
      "Røde linser kogt møre med gulerod, tomat, spidskommen og koriander, afsluttet med citron. Plantebaseret, proteinrig og fuld af smag.",
    description_long_en:
      "Red lentils cooked tender with carrot, tomato, cumin and coriander, finished with lemon. Plant-based, rich in protein and full of flavour.",
    base_price: "54.00",
    customer_price: "49.00",
    b2b_price: "39.00",
    // The lentils and cumin come from outside the EU.
    ...organic("eu_non_eu"),
    is_new: false,
    available: true,
    weight: "500 g",
    net_quantity: 500,
    net_unit: "g",
    type: "soup",
    ingredient_list: recipe(true, [
      WATER,
      ingredient("røde linser", "red lentils", { percent: 18 }),
      ingredient("gulerod", "carrot"),
      ingredient("tomat", "tomato"),
      ingredient("løg", "onion"),
      ingredient("olivenolie", "olive oil"),
      ingredient("citronsaft", "lemon juice"),
      SEA_SALT,
      ingredient("spidskommen", "cumin", { percent: 0.5 }),
      ingredient("koriander", "coriander"),
    ]),
    allergens: [],
    may_contain: [],
    diets: VEGAN,
    nutritional_info: {
      energy_kj: 347,
      energy: 83,
      fat: 2.2,
      saturates: 0.3,
      carbs: 10.4,
      sugars: 2.2,
      protein: 4.6,
      salt: 0.7,
    },
    ...CHILLED,
    shelf_life_days: 60,
    days_after_opening: 3,
    ...HEAT_SOUP,
    origin: null,
    origin_en: null,
    colors: { fill: "#d9782d", lid: "#2f4a34", label: "#fbf3e4" },
  },
  {
    key: "kartoffelporresuppe",
    title: "Kartoffel-porresuppe",
    title_en: "Potato and leek soup",
    description: "Fløjlsblød suppe med danske kartofler, porrer og timian.",
    description_en: "Velvety soup with Danish potatoes, leeks and thyme.",
    description_long:
      "Danske kartofler og porrer kogt møre i grøntsagsbouillon og blendet med fløde og frisk timian. Top med sprøde brødcroutoner eller lidt bacon.",
    description_long_en:
      "Danish potatoes and leeks cooked tender in vegetable stock and blended with cream and fresh thyme. Top with crisp croutons or a little bacon.",
    base_price: "49.00",
    customer_price: "45.00",
    b2b_price: "36.00",
    ...conventional,
    is_new: false,
    available: true,
    weight: "500 g",
    net_quantity: 500,
    net_unit: "g",
    type: "soup",
    // The vegetable stock (water, celeriac, onion) is listed ingredient by ingredient.
    ingredient_list: recipe(false, [
      WATER,
      ingredient("kartofler", "potatoes", { percent: 30 }),
      ingredient("porre", "leek", { percent: 18 }),
      CREAM,
      ingredient("løg", "onion"),
      CELERIAC,
      BUTTER,
      SEA_SALT,
      ingredient("timian", "thyme"),
      ingredient("hvid peber", "white pepper"),
    ]),
    allergens: ["milk", "celery"],
    may_contain: [],
    diets: VEGETARIAN,
    nutritional_info: {
      energy_kj: 285,
      energy: 68,
      fat: 3.5,
      saturates: 2.2,
      carbs: 7.6,
      sugars: 1.4,
      protein: 1.4,
      salt: 0.8,
    },
    ...CHILLED,
    shelf_life_days: 35,
    days_after_opening: 3,
    ...HEAT_SOUP,
    origin: "danske kartofler og porrer",
    origin_en: "Danish potatoes and leeks",
    colors: { fill: "#e6dfb8", lid: "#6b4f2a", label: "#fbf3e4" },
  },
  {
    key: "jordskokkesuppe",
    title: "Jordskokkesuppe med hasselnødder",
    title_en: "Jerusalem artichoke soup with hazelnuts",
    description: "Sæsonens jordskokker med ristede hasselnødder. Kommer igen til efteråret.",
    description_en: "Seasonal Jerusalem artichokes with roasted hazelnuts. Back in the autumn.",
    description_long:
      "En nøddeagtig, cremet suppe på danske jordskokker, toppet med ristede hasselnødder og lidt persilleolie. Jordskokker har kort sæson, så suppen er udsolgt, indtil den nye høst er i hus.",
    description_long_en:
      "A nutty, creamy soup of Danish Jerusalem artichokes topped with roasted hazelnuts and a little parsley oil. Jerusalem artichokes have a short season, so this soup is sold out until the new harvest is in.",
    base_price: "69.00",
    customer_price: "65.00",
    b2b_price: "52.00",
    // The hazelnuts come from Italy.
    ...organic("eu"),
    is_new: false,
    available: false,
    weight: "500 g",
    net_quantity: 500,
    net_unit: "g",
    type: "soup",
    ingredient_list: recipe(true, [
      ingredient("jordskokker", "Jerusalem artichokes", { percent: 45 }),
      WATER,
      CREAM,
      ingredient("løg", "onion"),
      ingredient("hasselnødder", "hazelnuts", { percent: 3, allergen: "nuts", kind: "hazelnuts" }),
      SEA_SALT,
      BUTTER,
      ingredient("persille", "parsley"),
      ingredient("rapsolie", "rapeseed oil"),
    ]),
    allergens: ["milk", "nuts"],
    may_contain: [],
    diets: VEGETARIAN,
    nutritional_info: {
      energy_kj: 297,
      energy: 71,
      fat: 4.0,
      saturates: 1.7,
      carbs: 6.8,
      sugars: 3.6,
      protein: 1.9,
      salt: 0.7,
    },
    ...CHILLED,
    shelf_life_days: 40,
    days_after_opening: 3,
    ...HEAT_SOUP,
    origin: "danske jordskokker",
    origin_en: "Danish Jerusalem artichokes",
    colors: { fill: "#d8c9a3", lid: "#2f4a34", label: "#fbf3e4" },
  },
  {
    key: "boller-i-karry",
    title: "Boller i karry",
    title_en: "Danish meatballs in curry sauce",
    description: "Møre kødboller af dansk svinekød i mild karrysauce med æble.",
    description_en: "Tender Danish pork meatballs in a mild curry sauce with apple.",
    description_long:
      "Et dansk hverdagsikon: håndrullede kødboller af økologisk dansk svinekød i en cremet, mild karrysauce med porrer og syrligt æble. Server med ris eller kartofler.",
    description_long_en:
      "A Danish everyday classic: hand-rolled meatballs of organic Danish pork in a creamy, mild curry sauce with leeks and tart apple. Serve with rice or potatoes.",
    base_price: "89.00",
    customer_price: "84.00",
    b2b_price: "68.00",
    ...organic("eu"),
    is_new: false,
    available: true,
    weight: "650 g",
    net_quantity: 650,
    net_unit: "g",
    type: "dish",
    // The meatballs (pork, milk, egg, flour, onion) and the sauce in one list, heaviest first.
    ingredient_list: recipe(true, [
      ingredient("svinekød", "pork", { percent: 30 }),
      WATER,
      CREAM,
      ingredient("porre", "leek"),
      ingredient("æble", "apple"),
      WHEAT_FLOUR,
      MILK,
      EGGS,
      ingredient("løg", "onion"),
      BUTTER,
      // A blend of spices under 2 % may be named alone (Annex VII, part E).
      ingredient("karry", "curry powder", { percent: 1 }),
      SEA_SALT,
    ]),
    allergens: ["gluten", "eggs", "milk"],
    // The curry blend is packed where mustard seed is handled.
    may_contain: ["mustard"],
    diets: [],
    nutritional_info: {
      energy_kj: 594,
      energy: 142,
      fat: 9.1,
      saturates: 4.6,
      carbs: 6.2,
      sugars: 2.1,
      protein: 8.7,
      salt: 1.0,
    },
    ...CHILLED,
    shelf_life_days: 30,
    days_after_opening: 3,
    ...HEAT_DISH,
    origin: "dansk svinekød",
    origin_en: "Danish pork",
    colors: { fill: "#e3b341", lid: "#2f4a34", label: "#fbf3e4" },
  },
  {
    key: "oksegryde",
    title: "Oksegryde med rodfrugter",
    title_en: "Beef stew with root vegetables",
    description: "Dansk okseklump braiseret i rødvin med gulerod, pastinak og svampe.",
    description_en: "Danish beef braised in red wine with carrot, parsnip and mushrooms.",
    description_long:
      "Økologisk dansk okseklump braiseret i fire timer i rødvin og kalvefond med gulerødder, pastinak, knoldselleri, perleløg og champignon. Den slags mad, der smager endnu bedre næste dag.",
    description_long_en:
      "Organic Danish beef braised for four hours in red wine and veal stock with carrots, parsnips, celeriac, pearl onions and mushrooms. The kind of food that tastes even better the next day.",
    base_price: "109.00",
    customer_price: "99.00",
    b2b_price: "82.00",
    // The red wine is French.
    ...organic("eu"),
    is_new: true,
    available: true,
    weight: "650 g",
    net_quantity: 650,
    net_unit: "g",
    type: "dish",
    // The root vegetables of the title each with their share (Art. 22 for a category).
    ingredient_list: recipe(true, [
      ingredient("oksekød", "beef", { percent: 45 }),
      WATER,
      ingredient("gulerod", "carrot", { percent: 9 }),
      ingredient("rødvin (sulfitter)", "red wine (sulphites)", { percent: 7, allergen: "sulphites" }),
      ingredient("pastinak", "parsnip", { percent: 7 }),
      ingredient("champignon", "mushrooms"),
      ingredient("perleløg", "pearl onions"),
      { ...CELERIAC, percent: 5 },
      // A compound ingredient with its own ingredients (Annex VII, part E).
      ingredient("kalvefond (vand, kalveben, løg)", "veal stock (water, veal bones, onion)"),
      ingredient("tomatpuré", "tomato purée"),
      SEA_SALT,
      ingredient("timian", "thyme"),
      ingredient("laurbærblad", "bay leaf"),
      ingredient("sort peber", "black pepper"),
    ]),
    allergens: ["celery", "sulphites"],
    may_contain: [],
    diets: [],
    nutritional_info: {
      energy_kj: 494,
      energy: 118,
      fat: 5.2,
      saturates: 2.1,
      carbs: 4.1,
      sugars: 2.4,
      protein: 12.8,
      salt: 0.9,
    },
    ...CHILLED,
    shelf_life_days: 35,
    days_after_opening: 3,
    ...HEAT_DISH,
    origin: "dansk oksekød",
    origin_en: "Danish beef",
    colors: { fill: "#7a3b22", lid: "#c4622d", label: "#fbf3e4" },
  },
  {
    key: "chili-sin-carne",
    title: "Chili sin carne",
    title_en: "Chili sin carne",
    description: "Bønner, majs og røget paprika i en fyldig, let stærk tomatsauce.",
    description_en: "Beans, corn and smoked paprika in a rich, mildly hot tomato sauce.",
    description_long:
      "Sorte bønner, kidneybønner og majs i en fyldig tomatsauce med røget paprika, chipotle og kakao. Helt plantebaseret og med en mild varme, som hele familien kan være med på.",
    description_long_en:
      "Black beans, kidney beans and corn in a rich tomato sauce with smoked paprika, chipotle and cocoa. Entirely plant-based, with a gentle heat the whole family can enjoy.",
    base_price: "74.00",
    customer_price: "69.00",
    b2b_price: "55.00",
    // The beans, cocoa and chipotle come from outside the EU.
    ...organic("eu_non_eu"),
    is_new: false,
    available: true,
    weight: "600 g",
    net_quantity: 600,
    net_unit: "g",
    type: "dish",
    ingredient_list: recipe(true, [
      ingredient("tomater", "tomatoes", { percent: 37 }),
      ingredient("sorte bønner", "black beans", { percent: 17 }),
      ingredient("kidneybønner", "kidney beans", { percent: 15 }),
      ingredient("majs", "corn", { percent: 9 }),
      ingredient("løg", "onion"),
      ingredient("peberfrugt", "bell pepper"),
      WATER,
      ingredient("olivenolie", "olive oil"),
      ingredient("hvidløg", "garlic"),
      ingredient("røget paprika", "smoked paprika", { percent: 0.8 }),
      SEA_SALT,
      ingredient("spidskommen", "cumin"),
      ingredient("kakao", "cocoa"),
      ingredient("chipotle", "chipotle"),
    ]),
    allergens: [],
    may_contain: [],
    diets: VEGAN,
    nutritional_info: {
      energy_kj: 402,
      energy: 96,
      fat: 2.6,
      saturates: 0.4,
      carbs: 11.9,
      sugars: 2.8,
      protein: 5.0,
      salt: 0.8,
    },
    ...CHILLED,
    shelf_life_days: 60,
    days_after_opening: 3,
    ...HEAT_DISH,
    origin: null,
    origin_en: null,
    colors: { fill: "#9c2f1f", lid: "#2f4a34", label: "#fbf3e4" },
  },
  {
    key: "frikadeller-i-tomatsauce",
    title: "Frikadeller i tomatsauce",
    title_en: "Danish meat patties in tomato sauce",
    description: "Saftige frikadeller i en sødmefuld tomatsauce med oregano.",
    description_en: "Juicy Danish meat patties in a sweet tomato sauce with oregano.",
    description_long:
      "Saftige frikadeller af dansk svine- og kalvekød, stegt på panden og lagt i en sødmefuld tomatsauce med oregano. God med pasta, kartofler eller groft brød.",
    description_long_en:
      "Juicy meat patties of Danish pork and veal, pan-fried and laid in a sweet tomato sauce with oregano. Good with pasta, potatoes or rustic bread.",
    base_price: "84.00",
    customer_price: "79.00",
    b2b_price: "63.00",
    ...conventional,
    is_new: false,
    available: true,
    weight: "600 g",
    net_quantity: 600,
    net_unit: "g",
    type: "dish",
    // The patties (pork, veal, onion, oats, egg, milk) and the sauce in one list, heaviest first.
    ingredient_list: recipe(false, [
      ingredient("tomater", "tomatoes", { percent: 44 }),
      ingredient("svinekød", "pork", { percent: 22 }),
      ingredient("kalvekød", "veal", { percent: 11 }),
      ingredient("løg", "onion"),
      ingredient("havregryn", "rolled oats", { allergen: "gluten", kind: "oats" }),
      EGGS,
      MILK,
      ingredient("rapsolie", "rapeseed oil"),
      ingredient("hvidløg", "garlic"),
      ingredient("sukker", "sugar"),
      SEA_SALT,
      ingredient("oregano", "oregano"),
      ingredient("sort peber", "black pepper"),
    ]),
    allergens: ["gluten", "eggs", "milk"],
    may_contain: [],
    diets: [],
    nutritional_info: {
      energy_kj: 569,
      energy: 136,
      fat: 8.4,
      saturates: 2.6,
      carbs: 5.9,
      sugars: 3.1,
      protein: 9.3,
      salt: 1.1,
    },
    ...CHILLED,
    shelf_life_days: 28,
    days_after_opening: 3,
    ...HEAT_DISH,
    origin: "dansk svine- og kalvekød",
    origin_en: "Danish pork and veal",
    colors: { fill: "#b5452e", lid: "#6b4f2a", label: "#fbf3e4" },
  },
  {
    key: "kyllingegryde",
    title: "Kyllingegryde med estragon",
    title_en: "Chicken casserole with tarragon",
    description: "Dansk frilandskylling i cremet sauce med estragon og svampe.",
    description_en: "Danish free-range chicken in a creamy sauce with tarragon and mushrooms.",
    description_long:
      "Økologiske kyllingelår fra danske frilandsgårde simret i hvidvin og fløde med champignon, skalotteløg og frisk estragon. Fransk bistro-mad i en dansk glaskrukke.",
    description_long_en:
      "Organic chicken thighs from Danish free-range farms simmered in white wine and cream with mushrooms, shallots and fresh tarragon. French bistro food in a Danish glass jar.",
    base_price: "94.00",
    customer_price: "88.00",
    b2b_price: "71.00",
    // The white wine is French.
    ...organic("eu"),
    is_new: false,
    available: true,
    weight: "600 g",
    net_quantity: 600,
    net_unit: "g",
    type: "dish",
    ingredient_list: recipe(true, [
      ingredient("kyllingekød", "chicken", { percent: 40 }),
      CREAM,
      WATER,
      ingredient("champignon", "mushrooms"),
      ingredient("skalotteløg", "shallots"),
      ingredient("hvidvin (sulfitter)", "white wine (sulphites)", { allergen: "sulphites" }),
      BUTTER,
      WHEAT_FLOUR,
      SEA_SALT,
      ingredient("estragon", "tarragon", { percent: 0.5 }),
      ingredient("hvid peber", "white pepper"),
    ]),
    allergens: ["gluten", "milk", "sulphites"],
    may_contain: [],
    diets: [],
    nutritional_info: {
      energy_kj: 536,
      energy: 128,
      fat: 7.9,
      saturates: 3.8,
      carbs: 3.2,
      sugars: 1.1,
      protein: 11.1,
      salt: 0.8,
    },
    ...CHILLED,
    shelf_life_days: 28,
    days_after_opening: 2,
    ...HEAT_DISH,
    origin: "dansk frilandskylling",
    origin_en: "Danish free-range chicken",
    colors: { fill: "#efd9a8", lid: "#2f4a34", label: "#fbf3e4" },
  },
  {
    key: "stroganoff",
    title: "Bøf stroganoff",
    title_en: "Beef stroganoff",
    description: "Strimler af dansk oksekød i paprikasauce med syltede agurker.",
    description_en: "Strips of Danish beef in a paprika sauce with pickled gherkins.",
    description_long:
      "Strimler af økologisk dansk oksekød i en fyldig sauce med paprika, sennep, svampe og creme fraiche, med et syrligt pift af syltede agurker. Server med kartoffelmos eller ris.",
    description_long_en:
      "Strips of organic Danish beef in a rich sauce with paprika, mustard, mushrooms and crème fraîche, with the tang of pickled gherkins. Serve with mashed potatoes or rice.",
    base_price: "99.00",
    customer_price: "94.00",
    b2b_price: "76.00",
    ...organic("eu"),
    is_new: true,
    available: true,
    weight: "600 g",
    net_quantity: 600,
    net_unit: "g",
    type: "dish",
    // The pickled gherkins (gherkins, vinegar, sugar) and the mustard (mustard seeds, vinegar)
    // are listed ingredient by ingredient, so the allergen is one word of its own.
    ingredient_list: recipe(true, [
      ingredient("oksekød", "beef", { percent: 40 }),
      ingredient("creme fraiche (mælk)", "crème fraîche (milk)", { allergen: "milk" }),
      WATER,
      ingredient("champignon", "mushrooms"),
      ingredient("løg", "onion"),
      ingredient("agurker", "gherkins", { percent: 5 }),
      ingredient("eddike", "vinegar"),
      ingredient("paprika", "paprika", { percent: 1.2 }),
      ingredient("sennepsfrø", "mustard seeds", { allergen: "mustard" }),
      ingredient("tomatpuré", "tomato purée"),
      SEA_SALT,
      ingredient("sukker", "sugar"),
    ]),
    allergens: ["milk", "mustard"],
    may_contain: [],
    diets: [],
    nutritional_info: {
      energy_kj: 548,
      energy: 131,
      fat: 7.6,
      saturates: 3.2,
      carbs: 4.0,
      sugars: 2.1,
      protein: 11.7,
      salt: 1.0,
    },
    ...CHILLED,
    shelf_life_days: 30,
    days_after_opening: 3,
    ...HEAT_DISH,
    origin: "dansk oksekød",
    origin_en: "Danish beef",
    colors: { fill: "#a3552c", lid: "#c4622d", label: "#fbf3e4" },
  },
  {
    key: "gule-aerter",
    title: "Gule ærter",
    title_en: "Danish yellow pea soup",
    description: "Den gamle vinterklassiker med flæsk, pølse og rodfrugter.",
    description_en: "The old winter classic with pork belly, sausage and root vegetables.",
    description_long:
      "Gule ærter kogt tykke med selleri, gulerod og porre, med stykker af saltet flæsk og medisterpølse. Server med rugbrød og sennep, som man gør i Danmark.",
    description_long_en:
      "Yellow peas cooked thick with celeriac, carrot and leek, with pieces of salted pork belly and Danish sausage. Serve with rye bread and mustard, the Danish way.",
    base_price: "72.00",
    customer_price: "68.00",
    b2b_price: "54.00",
    ...conventional,
    is_new: false,
    available: true,
    weight: "650 g",
    net_quantity: 650,
    net_unit: "g",
    type: "soup",
    ingredient_list: recipe(false, [
      WATER,
      ingredient("gule ærter", "yellow peas", { percent: 22 }),
      ingredient("saltet flæsk (svinekød, salt)", "salted pork belly (pork, salt)", { percent: 10 }),
      ingredient(
        "medisterpølse (svinekød, løg, salt, krydderier, svinetarm)",
        "Danish sausage (pork, onion, salt, spices, pork casing)",
        { percent: 8 },
      ),
      ingredient("gulerod", "carrot"),
      CELERIAC,
      ingredient("porre", "leek"),
      ingredient("løg", "onion"),
      SEA_SALT,
      ingredient("timian", "thyme"),
    ]),
    allergens: ["celery"],
    // Dried peas are harvested and sorted where cereals are.
    may_contain: ["gluten"],
    diets: [],
    nutritional_info: {
      energy_kj: 469,
      energy: 112,
      fat: 5.4,
      saturates: 1.9,
      carbs: 9.8,
      sugars: 1.2,
      protein: 6.3,
      salt: 1.2,
    },
    ...CHILLED,
    shelf_life_days: 40,
    days_after_opening: 3,
    ...HEAT_SOUP,
    origin: "danske gule ærter og dansk svinekød",
    origin_en: "Danish yellow peas and Danish pork",
    colors: { fill: "#d6b84a", lid: "#6b4f2a", label: "#fbf3e4" },
  },
];

export const demoProducts: DemoProduct[] = products.map(withIngredientText);

export type DemoRecipe = {
  key: string;
  title: string;
  title_en: string;
  category: RecipeCategory;
  difficulty: Difficulty;
  cook_time: number;
  serves: number;
  featured: boolean;
  ingredients: string;
  ingredients_en: string;
  instructions: string;
  instructions_en: string;
  colors: { bowl: string; food: string };
};

export const demoRecipes: DemoRecipe[] = [
  {
    key: "shakshuka",
    title: "Shakshuka på tomatsuppe",
    title_en: "Shakshuka with tomato soup",
    category: "main-dishes",
    difficulty: "easy",
    cook_time: 20,
    serves: 2,
    featured: true,
    ingredients:
      "1 krukke Tomatsuppe med basilikum\n4 æg\n1 rød peberfrugt\n1 tsk spidskommen\n50 g feta\nFrisk koriander\nGroft brød til servering",
    ingredients_en:
      "1 jar Tomato soup with basil\n4 eggs\n1 red bell pepper\n1 tsp cumin\n50 g feta\nFresh coriander\nRustic bread to serve",
    instructions:
      "Skær peberfrugten i strimler, og steg den blød i en pande med lidt olie.\nTilsæt spidskommen, og rist den et minut.\n\nHæld tomatsuppen i panden, og lad den simre, til den tykner, cirka 5 minutter.\nLav fire fordybninger, og slå et æg ud i hver.\nLæg låg på, og lad æggene stivne i 6-8 minutter.\nDrys med smuldret feta og koriander, og server med brød.",
    instructions_en:
      "Cut the pepper into strips and fry it soft in a pan with a little oil.\nAdd the cumin and toast it for a minute.\n\nPour the tomato soup into the pan and let it simmer until it thickens, about 5 minutes.\nMake four hollows and crack an egg into each.\nCover and let the eggs set for 6-8 minutes.\nScatter with crumbled feta and coriander, and serve with bread.",
    colors: { bowl: "#2f4a34", food: "#c8442c" },
  },
  {
    key: "graeskarsuppe-kerner",
    title: "Græskarsuppe med ristede kerner",
    title_en: "Pumpkin soup with toasted seeds",
    category: "soups",
    difficulty: "easy",
    cook_time: 15,
    serves: 2,
    featured: false,
    ingredients:
      "1 krukke Græskarsuppe med ingefær\n3 spsk græskarkerner\n1 tsk chiliflager\n2 spsk creme fraiche\nFrisk persille",
    ingredients_en:
      "1 jar Pumpkin soup with ginger\n3 tbsp pumpkin seeds\n1 tsp chilli flakes\n2 tbsp crème fraîche\nFresh parsley",
    instructions:
      "Rist græskarkernerne på en tør pande, til de popper.\nVend chiliflager og et drys salt i kernerne.\nVarm suppen op under låg ved middel varme.\nServer suppen med creme fraiche, kerner og persille.",
    instructions_en:
      "Toast the pumpkin seeds in a dry pan until they pop.\nToss the seeds with chilli flakes and a pinch of salt.\nHeat the soup covered over a medium heat.\nServe the soup with crème fraîche, seeds and parsley.",
    colors: { bowl: "#fbf3e4", food: "#e08a2e" },
  },
  {
    key: "rugbrod",
    title: "Rugbrød med surdej",
    title_en: "Sourdough rye bread",
    category: "bread-pastry",
    difficulty: "hard",
    cook_time: 90,
    serves: 12,
    featured: false,
    ingredients:
      "200 g aktiv rugsurdej\n750 g vand\n500 g groft rugmel\n250 g knækkede rugkerner\n100 g solsikkekerner\n100 g hørfrø\n20 g salt\n1 spsk mørk sirup",
    ingredients_en:
      "200 g active rye sourdough\n750 g water\n500 g coarse rye flour\n250 g cracked rye kernels\n100 g sunflower seeds\n100 g flaxseeds\n20 g salt\n1 tbsp dark syrup",
    instructions:
      "Udblød kerner og frø i halvdelen af vandet natten over.\nRør surdej, resten af vandet, mel, salt og sirup sammen.\nVend de udblødte kerner i dejen.\nFyld dejen i en smurt rugbrødsform, og lad den hæve 4-6 timer.\nBag brødet ved 180 °C i 90 minutter.\nLad brødet køle helt af, før du skærer det.",
    instructions_en:
      "Soak the kernels and seeds in half the water overnight.\nStir the sourdough, the rest of the water, flour, salt and syrup together.\nFold the soaked kernels into the dough.\nFill a greased loaf tin with the dough and let it rise for 4-6 hours.\nBake the bread at 180 °C for 90 minutes.\nLet the bread cool completely before slicing.",
    colors: { bowl: "#6b4f2a", food: "#4a3322" },
  },
  {
    key: "aeblekage",
    title: "Gammeldags æblekage",
    title_en: "Old-fashioned Danish apple trifle",
    category: "desserts",
    difficulty: "easy",
    cook_time: 30,
    serves: 4,
    featured: false,
    ingredients:
      "1 kg syrlige æbler\n75 g sukker\n1 vaniljestang\n100 g makroner\n75 g rasp\n50 g smør\n3 dl piskefløde\nRibsgelé til pynt",
    ingredients_en:
      "1 kg tart apples\n75 g sugar\n1 vanilla pod\n100 g macaroons\n75 g breadcrumbs\n50 g butter\n300 ml whipping cream\nRedcurrant jelly to decorate",
    instructions:
      "Skræl æblerne, og kog dem til mos med sukker og vanilje.\nRist rasp og knuste makroner i smør, til de er gyldne.\nPisk fløden let.\nLag æblemos, raspblanding og flødeskum i glas.\nPynt med ribsgelé, og server kold.",
    instructions_en:
      "Peel the apples and cook them to a purée with sugar and vanilla.\nToast the breadcrumbs and crushed macaroons in butter until golden.\nLightly whip the cream.\nLayer apple purée, crumbs and whipped cream in glasses.\nDecorate with redcurrant jelly and serve cold.",
    colors: { bowl: "#fbf3e4", food: "#e9c46a" },
  },
  {
    key: "kartoffelsalat",
    title: "Kartoffelsalat med purløg",
    title_en: "Potato salad with chives",
    category: "salads",
    difficulty: "easy",
    cook_time: 25,
    serves: 4,
    featured: false,
    ingredients:
      "1 kg nye kartofler\n2 dl creme fraiche\n1 spsk dijonsennep\n1 bundt purløg\n1 rødløg\nSalt og peber",
    ingredients_en:
      "1 kg new potatoes\n200 ml crème fraîche\n1 tbsp Dijon mustard\n1 bunch of chives\n1 red onion\nSalt and pepper",
    instructions:
      "Kog kartoflerne møre, og lad dem køle af.\nRør creme fraiche med sennep, salt og peber.\nHak purløg og rødløg fint.\nVend kartofler, dressing, purløg og løg sammen.",
    instructions_en:
      "Boil the potatoes until tender and let them cool.\nStir the crème fraîche with mustard, salt and pepper.\nFinely chop the chives and red onion.\nFold the potatoes, dressing, chives and onion together.",
    colors: { bowl: "#2f4a34", food: "#efe3a8" },
  },
  {
    key: "boller-i-karry-ris",
    title: "Boller i karry med ris og syltede rødløg",
    title_en: "Meatballs in curry with rice and pickled red onions",
    category: "main-dishes",
    difficulty: "medium",
    cook_time: 35,
    serves: 3,
    featured: false,
    ingredients:
      "1 krukke Boller i karry\n250 g jasminris\n2 rødløg\n1 dl æbleeddike\n2 spsk sukker\n1 æble\nFrisk koriander",
    ingredients_en:
      "1 jar Danish meatballs in curry sauce\n250 g jasmine rice\n2 red onions\n100 ml cider vinegar\n2 tbsp sugar\n1 apple\nFresh coriander",
    instructions:
      "Snit rødløgene tyndt, og hæld kogende eddike og sukker over. Lad dem trække.\nKog risene efter anvisningen på pakken.\nVarm boller i karry op i en gryde ved lav varme.\nSkær æblet i tern, og vend det i lige før servering.\nServer med ris, syltede rødløg og koriander.",
    instructions_en:
      "Slice the red onions thinly and pour boiling vinegar and sugar over them. Leave them to pickle.\nCook the rice as the packet says.\nHeat the meatballs in curry in a pan over a low heat.\nDice the apple and fold it in just before serving.\nServe with rice, pickled onions and coriander.",
    colors: { bowl: "#c4622d", food: "#e3b341" },
  },
  {
    key: "koldskaal",
    title: "Koldskål med kammerjunkere",
    title_en: "Danish buttermilk dessert with biscuits",
    category: "desserts",
    difficulty: "medium",
    cook_time: 40,
    serves: 4,
    featured: false,
    ingredients:
      "1 l kærnemælk\n2 pasteuriserede æggeblommer\n75 g sukker\n1 vaniljestang\n1 citron\n200 g kammerjunkere\n250 g jordbær",
    ingredients_en:
      "1 l buttermilk\n2 pasteurised egg yolks\n75 g sugar\n1 vanilla pod\n1 lemon\n200 g small Danish biscuits\n250 g strawberries",
    instructions:
      "Pisk æggeblommer, sukker og vaniljekorn luftigt.\nPisk kærnemælk og citronsaft i lidt ad gangen.\nStil koldskålen på køl i mindst en time.\nServer med kammerjunkere og friske jordbær.",
    instructions_en:
      "Whisk the egg yolks, sugar and vanilla seeds until light.\nWhisk in the buttermilk and lemon juice a little at a time.\nChill for at least an hour.\nServe with the biscuits and fresh strawberries.",
    colors: { bowl: "#fbf3e4", food: "#f3e6b3" },
  },
  {
    key: "gronkaalssalat",
    title: "Grønkålssalat med æble og hasselnødder",
    title_en: "Kale salad with apple and hazelnuts",
    category: "salads",
    difficulty: "medium",
    cook_time: 15,
    serves: 4,
    featured: false,
    ingredients:
      "300 g grønkål\n2 æbler\n50 g hasselnødder\n50 g tranebær\n2 spsk æbleeddike\n4 spsk koldpresset rapsolie\n1 tsk honning\nSalt",
    ingredients_en:
      "300 g kale\n2 apples\n50 g hazelnuts\n50 g cranberries\n2 tbsp cider vinegar\n4 tbsp cold-pressed rapeseed oil\n1 tsp honey\nSalt",
    instructions:
      "Fjern de grove stilke, og snit grønkålen fint.\nMassér kålen med olie og salt i to minutter, til den bliver mør.\nRist hasselnødderne, og hak dem groft.\nSkær æblerne i tynde både.\nRør eddike og honning sammen, og vend det hele med kålen.",
    instructions_en:
      "Remove the tough stalks and finely shred the kale.\nMassage the kale with oil and salt for two minutes until tender.\nToast the hazelnuts and chop them roughly.\nCut the apples into thin wedges.\nStir vinegar and honey together and toss everything with the kale.",
    colors: { bowl: "#6b4f2a", food: "#3d6b3a" },
  },
];

export type DemoBlogPost = {
  key: string;
  title: string;
  title_en: string;
  excerpt: string;
  excerpt_en: string;
  content: string;
  content_en: string;
  category: BlogCategory;
  author: string | null;
  keywords: string;
  read_time: number;
  featured: boolean;
  /** Days from the moment the demo data is loaded: negative is already published. */
  publishedInDays: number;
  colors: { sky: string; ground: string };
};

export const demoBlogPosts: DemoBlogPost[] = [
  {
    key: "hvorfor-glas",
    title: "Hvorfor vi kun bruger glaskrukker",
    title_en: "Why we only use glass jars",
    excerpt:
      "Glas bevarer smagen uden tilsætningsstoffer, kan genbruges igen og igen og afgiver intet til maden. Her er historien om vores valg.",
    excerpt_en:
      "Glass keeps the flavour without additives, can be reused again and again and releases nothing into the food. Here is the story behind our choice.",
    content:
      "Da vi lavede vores første suppe i et lille køkken i Birkerød, stod valget mellem plastbøtter og glas. Vi valgte glas, og vi har aldrig fortrudt det.\nGlas er tæt. Når krukken er lukket og varmebehandlet, holder maden sig uden konserveringsmidler, fordi intet slipper ind, og intet slipper ud.\nGlas afgiver ikke stoffer til maden, heller ikke når den er syrlig som en tomatsuppe eller fed som en oksegryde.\nOg glas kan bruges igen. Skyl krukken, og brug den til syltetøj, krydderier eller tørvarer, eller aflever den i glascontaineren, hvor den bliver til ny krukke.",
    content_en:
      "When we made our first soup in a small kitchen in Birkerød, the choice was between plastic tubs and glass. We chose glass and have never regretted it.\nGlass is airtight. Once the jar is closed and heat-treated, the food keeps without preservatives, because nothing gets in and nothing gets out.\nGlass releases nothing into the food, not even when it is acidic like a tomato soup or rich like a beef stew.\nAnd glass can be used again. Rinse the jar and use it for jam, spices or dry goods, or take it to the bottle bank, where it becomes a new jar.",
    category: "sustainability",
    author: null,
    keywords: "glaskrukker, bæredygtighed, emballage, genbrug",
    read_time: 4,
    featured: true,
    publishedInDays: -3,
    colors: { sky: "#dfe9d8", ground: "#2f4a34" },
  },
  {
    key: "fra-jord-til-bord",
    title: "Fra jord til bord: Mød vores landmænd",
    title_en: "From soil to table: meet our farmers",
    excerpt:
      "De fleste af vores grøntsager kommer fra økologiske gårde på Sjælland og Lolland. Vi har besøgt tre af dem i høstsæsonen.",
    excerpt_en:
      "Most of our vegetables come from organic farms on Zealand and Lolland. We visited three of them during the harvest.",
    content:
      "Hver uge kører vores indkøber ud til de gårde, der leverer grøntsager til krukkerne. Det giver os mulighed for at smage, før vi køber.\nPå Lammefjorden dyrker familien Hansen hokkaidogræskar, som ender i vores græskarsuppe. Jorden her er tidligere havbund og giver en sødme, man ikke finder andre steder.\nPå Lolland får vi kartofler og porrer, og fra en lille gård ved Roskilde kommer jordskokkerne, når sæsonen tillader det.\nFordi vi køber direkte, kan vi betale en fair pris og planlægge sæsonen sammen med landmændene.",
    content_en:
      "Every week our buyer drives out to the farms that supply vegetables for the jars. That lets us taste before we buy.\nOn Lammefjorden the Hansen family grows the Hokkaido pumpkins that end up in our pumpkin soup. The soil here was once seabed and gives a sweetness you find nowhere else.\nFrom Lolland we get potatoes and leeks, and from a small farm near Roskilde come the Jerusalem artichokes when the season allows.\nBecause we buy directly, we can pay a fair price and plan the season together with the farmers.",
    category: "ingredients",
    author: "Mette Krogh",
    keywords: "økologi, landmænd, råvarer, sæson",
    read_time: 5,
    featured: false,
    publishedInDays: -10,
    colors: { sky: "#f4e6c8", ground: "#6b4f2a" },
  },
  {
    key: "tre-retter-suppe",
    title: "Tre hurtige retter med en krukke suppe",
    title_en: "Three quick dishes from a jar of soup",
    excerpt:
      "En krukke suppe er mere end en suppe. Brug den som sauce, som base for pasta eller som bund i en shakshuka.",
    excerpt_en:
      "A jar of soup is more than soup. Use it as a sauce, as a pasta base or as the bottom of a shakshuka.",
    content:
      "Tomatsuppen er en fremragende pastasauce. Kog den lidt ind, vend kogt pasta i, og top med parmesan.\nGræskarsuppen kan bruges som sauce til ovnbagt laks. Hæld den i fadet, læg laksen ovenpå, og bag i 15 minutter.\nOg så er der shakshuka: slå æg ud i simrende tomatsuppe, læg låg på, og aftensmaden er klar på et kvarter.",
    content_en:
      "The tomato soup makes an excellent pasta sauce. Reduce it a little, toss cooked pasta in it and top with parmesan.\nThe pumpkin soup works as a sauce for baked salmon. Pour it into the dish, put the salmon on top and bake for 15 minutes.\nAnd then there is shakshuka: crack eggs into simmering tomato soup, cover, and dinner is ready in a quarter of an hour.",
    category: "recipes",
    author: null,
    keywords: "opskrifter, hverdagsmad, suppe, hurtig aftensmad",
    read_time: 3,
    featured: false,
    publishedInDays: -17,
    colors: { sky: "#f6dcd2", ground: "#c8442c" },
  },
  {
    key: "baelgfrugter",
    title: "Danske bælgfrugter fortjener en plads på bordet",
    title_en: "Danish pulses deserve a place at the table",
    excerpt:
      "Gule ærter, hestebønner og linser dyrkes i stigende grad i Danmark. De er billige, mættende og gode for jorden.",
    excerpt_en:
      "Yellow peas, fava beans and lentils are increasingly grown in Denmark. They are cheap, filling and good for the soil.",
    content:
      "Bælgfrugter binder kvælstof fra luften, så landmanden kan bruge mindre gødning. Det gør dem til en af de mest klimavenlige proteinkilder, vi har.\nI Danmark har vi spist gule ærter i hundreder af år, og nu kommer hestebønner og linser til.\nI vores køkken bruger vi bælgfrugter i linsesuppen, i chili sin carne og selvfølgelig i gule ærter.",
    content_en:
      "Pulses fix nitrogen from the air, so the farmer can use less fertiliser. That makes them one of the most climate-friendly sources of protein we have.\nIn Denmark we have eaten yellow peas for hundreds of years, and now fava beans and lentils are joining them.\nIn our kitchen we use pulses in the lentil soup, in the chili sin carne and, of course, in the yellow pea soup.",
    category: "ingredients",
    author: null,
    keywords: "bælgfrugter, protein, klima, linser, ærter",
    read_time: 4,
    featured: false,
    publishedInDays: -24,
    colors: { sky: "#e8efd6", ground: "#d6b84a" },
  },
  {
    key: "fra-birkerod-til-glostrup",
    title: "Fra et lille køkken i Birkerød til en gammel rugbrødsfabrik",
    title_en: "From a small kitchen in Birkerød to an old rye-bread factory",
    excerpt:
      "Sådan voksede Krukke fra suppe til venner og naboer til et køkken, der laver mad til tusindvis af familier hver uge.",
    excerpt_en:
      "How Krukke grew from soup for friends and neighbours into a kitchen that cooks for thousands of families every week.",
    content:
      "Det begyndte med en gryde suppe til naboerne i Birkerød. De kom igen næste uge, og ugen efter.\nEfter to år var køkkenet for lille, og vi flyttede ind i en tidligere rugbrødsfabrik i Glostrup, hvor der stadig dufter af bageri på regnvejrsdage.\nI dag laver vi mad til tusindvis af familier hver uge, men opskrifterne er de samme, og vi koger stadig i små portioner.",
    content_en:
      "It began with a pot of soup for the neighbours in Birkerød. They came back the next week, and the week after.\nAfter two years the kitchen was too small, and we moved into a former rye-bread factory in Glostrup, which still smells of bakery on rainy days.\nToday we cook for thousands of families every week, but the recipes are the same, and we still cook in small batches.",
    category: "business",
    author: null,
    keywords: "historie, Glostrup, Birkerød, iværksætter",
    read_time: 3,
    featured: false,
    publishedInDays: -40,
    colors: { sky: "#f2e2cf", ground: "#7a3b22" },
  },
  {
    key: "madspild",
    title: "Madspild: Sådan bruger vi hele grøntsagen",
    title_en: "Food waste: how we use the whole vegetable",
    excerpt:
      "Skræller, toppe og skæve grøntsager bliver til bouillon og supper. Et kig ind i køkkenets arbejde mod madspild.",
    excerpt_en:
      "Peelings, tops and wonky vegetables become stock and soups. A look at the kitchen's fight against food waste.",
    content:
      "Vi køber skæve grøntsager, som supermarkederne ikke vil have, fordi smagen er den samme.\nSkræller og toppe koger vi til bouillon, som er bunden i flere af vores supper.\nDet, vi ikke selv kan bruge, går til en lokal landmand som dyrefoder.",
    content_en:
      "We buy wonky vegetables that supermarkets do not want, because the taste is the same.\nPeelings and tops are simmered into stock, which is the base of several of our soups.\nWhat we cannot use ourselves goes to a local farmer as animal feed.",
    category: "sustainability",
    author: null,
    keywords: "madspild, bæredygtighed, bouillon",
    read_time: 3,
    featured: false,
    publishedInDays: 30,
    colors: { sky: "#dde8e0", ground: "#3d6b3a" },
  },
];

export type DemoDiscountCode = {
  code: string;
  discount_type: DiscountType;
  discount_value: string;
  active: boolean;
  minimum_order_amount: string | null;
  usage_limit: number | null;
  times_used: number;
  start_date: string | null;
  end_date: string | null;
};

export const demoDiscountCodes: DemoDiscountCode[] = [
  {
    code: "VELKOMMEN10",
    discount_type: "percentage",
    discount_value: "10",
    active: true,
    minimum_order_amount: null,
    usage_limit: null,
    times_used: 0,
    start_date: null,
    end_date: null,
  },
  {
    code: "SPAR50",
    discount_type: "fixed_amount",
    discount_value: "50",
    active: true,
    minimum_order_amount: "300",
    usage_limit: null,
    times_used: 0,
    start_date: null,
    end_date: null,
  },
  {
    code: "GRATISFRAGT",
    discount_type: "free_shipping",
    discount_value: "0",
    active: true,
    minimum_order_amount: null,
    usage_limit: null,
    times_used: 0,
    start_date: null,
    end_date: null,
  },
  {
    code: "UDLOEBET",
    discount_type: "percentage",
    discount_value: "20",
    active: true,
    minimum_order_amount: null,
    usage_limit: null,
    times_used: 0,
    start_date: "2025-01-01T00:00:00+01:00",
    end_date: "2025-01-31T23:59:59+01:00",
  },
  {
    code: "OPBRUGT",
    discount_type: "fixed_amount",
    discount_value: "25",
    active: true,
    minimum_order_amount: null,
    usage_limit: 5,
    times_used: 5,
    start_date: null,
    end_date: null,
  },
  {
    code: "INAKTIV",
    discount_type: "percentage",
    discount_value: "15",
    active: false,
    minimum_order_amount: null,
    usage_limit: null,
    times_used: 0,
    start_date: null,
    end_date: null,
  },
];

// ---------------------------------------------------------------------------------------------
// The New Year menu 2026: a season menu (~/lib/season-menus) and its three courses, products
// sold only in the menu (`season_only`), with the full food information of every jar.

export const NEW_YEAR_MENU_KEY = "nytar-2026";

type SeasonCourse = { label: string; label_en: string; price_per_jar: string };
/** What every course has alike (its price is the course's, set below). */
type SeasonCourseData = Omit<
  DemoProductData,
  | "base_price"
  | "customer_price"
  | "b2b_price"
  | "is_new"
  | "available"
  | "net_unit"
  | "may_contain"
  | "storage"
  | "storage_en"
  | "days_after_opening"
> & { course: SeasonCourse };

const seasonCourses: SeasonCourseData[] = [
  {
    course: { label: "Forret", label_en: "Starter", price_per_jar: "85.00" },
    key: "nytar-2026-jordskokkesuppe",
    title: "Jordskokkesuppe med hasselnødder og persilleolie",
    title_en: "Jerusalem artichoke soup with hazelnuts and parsley oil",
    description: "Nytårsmenuens forret: fløjlsblød suppe på danske jordskokker.",
    description_en: "The New Year menu's starter: velvety soup of Danish Jerusalem artichokes.",
    description_long:
      "Fløjlsblød suppe på danske jordskokker med ristede hasselnødder og persilleolie. Forretten i vores nytårsmenu.",
    description_long_en:
      "Velvety soup of Danish Jerusalem artichokes with roasted hazelnuts and parsley oil. The starter of our New Year menu.",
    weight: "300 g",
    net_quantity: 300,
    type: "soup",
    ingredient_list: recipe(true, [
      ingredient("jordskokker", "Jerusalem artichokes", { percent: 45 }),
      WATER,
      CREAM,
      ingredient("løg", "onion"),
      ingredient("hasselnødder", "hazelnuts", { percent: 4, allergen: "nuts", kind: "hazelnuts" }),
      BUTTER,
      ingredient("persille", "parsley", { percent: 1 }),
      ingredient("rapsolie", "rapeseed oil"),
      SEA_SALT,
    ]),
    allergens: ["milk", "nuts"],
    diets: VEGETARIAN,
    nutritional_info: {
      energy_kj: 318,
      energy: 76,
      fat: 4.6,
      saturates: 1.9,
      carbs: 6.7,
      sugars: 3.5,
      protein: 2.0,
      salt: 0.7,
    },
    shelf_life_days: 21,
    ...HEAT_SOUP,
    origin: "danske jordskokker",
    origin_en: "Danish Jerusalem artichokes",
    ...organic("eu"),
    colors: { fill: "#d8c9a3", lid: "#2f4a34", label: "#fbf3e4" },
  },
  {
    course: { label: "Hovedret", label_en: "Main course", price_per_jar: "245.00" },
    key: "nytar-2026-oksetournedos",
    title: "Oksetournedos med fondantkartofler",
    title_en: "Beef tournedos with fondant potatoes",
    description: "Nytårsmenuens hovedret: mør tournedos med rødvinssauce og fondantkartofler.",
    description_en:
      "The New Year menu's main course: tender tournedos with red wine sauce and fondant potatoes.",
    description_long:
      "Mør tournedos af økologisk dansk oksekød med rødvinssauce og to gyldne fondantkartofler. Hovedretten i vores nytårsmenu.",
    description_long_en:
      "Tender tournedos of organic Danish beef with red wine sauce and two golden fondant potatoes. The main course of our New Year menu.",
    weight: "450 g",
    net_quantity: 450,
    type: "dish",
    ingredient_list: recipe(true, [
      ingredient("oksekød", "beef", { percent: 40 }),
      ingredient("kartofler", "potatoes", { percent: 30 }),
      WATER,
      ingredient("rødvin (sulfitter)", "red wine (sulphites)", { percent: 5, allergen: "sulphites" }),
      BUTTER,
      ingredient("skalotteløg", "shallots"),
      ingredient("gulerod", "carrot"),
      ingredient("timian", "thyme"),
      SEA_SALT,
      ingredient("sort peber", "black pepper"),
    ]),
    allergens: ["milk", "sulphites"],
    diets: [],
    nutritional_info: {
      energy_kj: 619,
      energy: 148,
      fat: 7.5,
      saturates: 3.4,
      carbs: 8.9,
      sugars: 1.2,
      protein: 11.2,
      salt: 0.8,
    },
    shelf_life_days: 10,
    preparation:
      "Forvarm ovnen til 160 °C. Kom kød og kartofler i et ovnfast fad med låg eller folie, og varm dem i 20–25 minutter, til kødet er varmt hele vejen igennem. Varm imens saucen op i en gryde under omrøring.",
    preparation_en:
      "Heat the oven to 160 °C. Put the beef and potatoes in an ovenproof dish covered with a lid or foil and heat them for 20–25 minutes, until the beef is hot all the way through. Meanwhile heat the sauce in a pan, stirring.",
    origin: "dansk oksekød",
    origin_en: "Danish beef",
    ...organic("dk"),
    colors: { fill: "#6b3a2a", lid: "#2f4a34", label: "#fbf3e4" },
  },
  {
    course: { label: "Dessert", label_en: "Dessert", price_per_jar: "75.00" },
    key: "nytar-2026-paere-belle-helene",
    title: "Pære Belle Hélène",
    title_en: "Pear Belle Hélène",
    description: "Nytårsmenuens dessert: pocherede pærer med vaniljecreme og chokoladesauce.",
    description_en: "The New Year menu's dessert: poached pears with vanilla cream and chocolate sauce.",
    description_long:
      "Pocherede pærer med vaniljecreme og chokoladesauce af mørk økologisk chokolade. Desserten i vores nytårsmenu.",
    description_long_en:
      "Poached pears with vanilla cream and a sauce of dark organic chocolate. The dessert of our New Year menu.",
    weight: "200 g",
    net_quantity: 200,
    type: "dish",
    ingredient_list: recipe(true, [
      ingredient("pærer", "pears", { percent: 50 }),
      CREAM,
      WATER,
      ingredient("rørsukker", "cane sugar"),
      ingredient("mørk chokolade", "dark chocolate", { percent: 8 }),
      ingredient("citronsaft", "lemon juice"),
      ingredient("vanilje", "vanilla", { percent: 0.2 }),
    ]),
    allergens: ["milk"],
    diets: VEGETARIAN,
    nutritional_info: {
      energy_kj: 552,
      energy: 132,
      fat: 5.2,
      saturates: 3.2,
      carbs: 19.4,
      sugars: 16.8,
      protein: 1.1,
      salt: 0.02,
    },
    shelf_life_days: 10,
    preparation:
      "Serveres kold. Vil du have chokoladesaucen lun, så stil krukken uden låg i varmt vand i 5 minutter før servering.",
    preparation_en:
      "Serve cold. For a warm chocolate sauce, stand the jar without its lid in hot water for 5 minutes before serving.",
    origin: "europæiske pærer",
    origin_en: "European pears",
    ...organic("eu"),
    colors: { fill: "#e9dcc0", lid: "#4a3322", label: "#fbf3e4" },
  },
];

/** The menu's courses: one jar of each makes a cover. */
export const demoSeasonCourses: (DemoProduct & { course: SeasonCourse })[] = seasonCourses.map(
  ({ course, ...product }) => ({
    ...withIngredientText({
      ...product,
      base_price: course.price_per_jar,
      customer_price: null,
      b2b_price: null,
      is_new: false,
      available: true,
      net_unit: "g",
      may_contain: [],
      ...CHILLED,
      days_after_opening: 2,
    }),
    course,
  }),
);

/** The New Year menu 2026: on sale from 20 November to 28 December 2026 at 12:00 Copenhagen time. */
export const demoSeasonMenu = {
  slug: NEW_YEAR_MENU_KEY,
  name: "Nytårsmenu 2026",
  name_en: "New Year menu 2026",
  intro:
    "Fejr nytåret med tre retter kogt af vores kokke på økologiske råvarer. Menuen leveres på glas og varmes op på en halv time, så du kan bruge aftenen sammen med dine gæster.",
  intro_en:
    "Celebrate New Year with three courses cooked by our chefs from organic ingredients. The menu comes in glass jars and is heated in half an hour, so you can spend the evening with your guests.",
  heating:
    "Forret: hæld suppen i en gryde, og varm den op under omrøring, til den lige koger. Hovedret: forvarm ovnen til 160 °C, og varm kød og kartofler i et fad med låg i 20–25 minutter; varm saucen i en gryde. Dessert: serveres kold, eller lun i varmt vand i 5 minutter. Opbevar menuen i køleskabet ved højst 5 °C, til den skal varmes.",
  heating_en:
    "Starter: pour the soup into a pan and heat it, stirring, until it just comes to the boil. Main course: heat the oven to 160 °C and heat the beef and potatoes in a covered dish for 20–25 minutes; heat the sauce in a pan. Dessert: serve cold, or warm in hot water for 5 minutes. Keep the menu in the fridge at 5 °C or below until you heat it.",
  cover_choices: [2, 4, 6],
  status: "on-sale" as const,
  /** Copenhagen wall-clock times (~/lib/copenhagen's `copenhagenDateTime`). */
  opens: "2026-11-20T00:00",
  closes: "2026-12-28T12:00",
  places: [
    {
      key: "glostrup",
      kind: "kitchen" as const,
      name: "Køkkenet i Glostrup",
      name_en: "Our kitchen in Glostrup",
      days: [
        { date: "2026-12-30", opens: "10:00", closes: "18:00", capacity: 60 },
        { date: "2026-12-31", opens: "09:00", closes: "14:00", capacity: 60 },
      ],
    },
    {
      key: "vedbaek",
      kind: "partner" as const,
      name: "Vores samarbejdspartner i Vedbæk",
      name_en: "Our partner in Vedbæk",
      address: "Vedbæk Stationsvej 14, 2950 Vedbæk",
      days: [
        { date: "2026-12-30", opens: "10:00", closes: "17:00", capacity: 30 },
        { date: "2026-12-31", opens: "09:00", closes: "13:00", capacity: 30 },
      ],
    },
    {
      key: "okoskabe",
      kind: "lockers" as const,
      name: "12 Økoskabe i København",
      name_en: "12 Økoskab lockers in Copenhagen",
      address: "Du vælger skabet, når du bestiller",
      days: [
        { date: "2026-12-30", opens: "08:00", closes: "22:00", capacity: 48 },
        { date: "2026-12-31", opens: "08:00", closes: "16:00", capacity: 48 },
      ],
    },
  ],
};
