/**
 * The action behind a season menu's edit page (`/admin/saesonmenuer/:id`, `ny` for a new one):
 * each of its forms posts an `intent` (~/lib/schemas/season-menus), read with its schema and
 * handed to the service (`season-menus.server.ts`). A bad form or a refused change is a 400
 * naming the form and what is wrong (on its field where it has one) and changes nothing; a
 * change made goes back to the page with a toast.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { NEW } from "~/lib/admin-filters";
import { isDate } from "~/lib/copenhagen";
import { isUuid } from "~/lib/ids";
import { notFound } from "~/lib/responses";
import { MENU_IMAGE_ASPECT } from "~/lib/season-menus";
import {
  SEASON_MENU_INTENTS,
  seasonCourseSchema,
  seasonDaySchema,
  seasonMenuSchema,
  seasonPlaceSchema,
  type SeasonMenuActionData,
  type SeasonMenuIntent,
} from "~/lib/schemas/season-menus";
import { readForm } from "../forms.server";
import { discardImage } from "../images/storage.server";
import { redirectWithToast } from "../toast.server";
import type { AuditActor } from "./audit.server";
import { uploadAdminImage } from "./uploads.server";
import {
  addSeasonCourse,
  addSeasonPlace,
  createSeasonMenu,
  removeSeasonCourse,
  removeSeasonDay,
  removeSeasonPlace,
  saveSeasonDay,
  seasonMenuImage,
  updateSeasonCourse,
  updateSeasonMenu,
  updateSeasonPlace,
  type SeasonAdminProblem,
  type SeasonAdminResult,
} from "./season-menus.server";

const LIST = "/admin/saesonmenuer";

/** An upload that could not be read or stored: the image field's message. */
type ImageRefused = { ok: false; problem: "image"; message: string };

/** A refused change's field and message, where it belongs to one field of its form. */
const FIELD_PROBLEMS: Partial<Record<SeasonAdminProblem, [field: string, key: string]>> = {
  "slug-taken": ["slug", "admin:validation.season.slugTaken"],
  "course-taken": ["productId", "admin:validation.season.courseTaken"],
  "day-taken": ["date", "admin:validation.season.dayTaken"],
  "below-held": ["capacity", "admin:validation.season.belowHeld"],
};

/** The toast after each change. */
const DONE: Record<SeasonMenuIntent, string> = {
  menu: "admin:seasonMenus.saved",
  "course-add": "admin:seasonMenus.courseAdded",
  "course-save": "admin:seasonMenus.courseSaved",
  "course-remove": "admin:seasonMenus.courseRemoved",
  "place-add": "admin:seasonMenus.placeAdded",
  "place-save": "admin:seasonMenus.placeSaved",
  "place-remove": "admin:seasonMenus.placeRemoved",
  "day-add": "admin:seasonMenus.daySaved",
  "day-save": "admin:seasonMenus.daySaved",
  "day-remove": "admin:seasonMenus.dayRemoved",
};

const refusedWith = (answer: SeasonMenuActionData) => data(answer, { status: 400 });

export async function seasonMenuPageAction(request: Request, admin: AuditActor, idParam: string) {
  const menuId = idParam === NEW ? null : idParam;
  if (menuId !== null && !isUuid(menuId)) throw notFound();
  const form = await readForm(request);
  const sent = String(form.get("intent") ?? "menu");
  const intent = (SEASON_MENU_INTENTS as readonly string[]).includes(sent)
    ? (sent as SeasonMenuIntent)
    : null;
  if (intent === null || (menuId === null && intent !== "menu")) throw notFound();
  const id = (name: string) => {
    const value = String(form.get(name) ?? "");
    if (!isUuid(value)) throw notFound();
    return value;
  };
  const date = (name: string) => {
    const value = String(form.get(name) ?? "");
    if (!isDate(value)) throw notFound();
    return value;
  };

  /** Parses the form with `schema`, then makes the change, answering for the form `target`. */
  async function change<Schema extends z.ZodType>(
    target: string,
    schema: Schema,
    make: (input: z.output<Schema>) => Promise<SeasonAdminResult | ImageRefused>,
  ) {
    const submission = parseWithZod(form, { schema });
    if (submission.status !== "success") return refusedWith({ target, result: submission.reply() });
    const outcome = await make(submission.value);
    if (outcome.ok) return done(outcome.id);
    if (outcome.problem === "image")
      return refusedWith({ target, result: submission.reply({ fieldErrors: { image: [outcome.message] } }) });
    const onField = FIELD_PROBLEMS[outcome.problem];
    if (onField)
      return refusedWith({
        target,
        result: submission.reply({ fieldErrors: { [onField[0]]: [onField[1]] } }),
      });
    return refusedWith({ target, problem: `seasonMenus.problems.${outcome.problem}` });
  }
  async function removal(target: string, outcome: SeasonAdminResult) {
    if (outcome.ok) return done(outcome.id);
    return refusedWith({ target, problem: `seasonMenus.problems.${outcome.problem}` });
  }
  const done = (savedId: string) =>
    redirectWithToast(`${LIST}/${savedId}`, {
      type: "success",
      title: menuId === null ? "admin:seasonMenus.created" : DONE[intent],
    });

  if (menuId === null || intent === "menu")
    return change("menu", seasonMenuSchema, async (input): Promise<SeasonAdminResult | ImageRefused> => {
      // An uploaded image takes the place of the address typed; the one it replaces is removed.
      const upload = await uploadAdminImage(input.image, "season-menus", MENU_IMAGE_ASPECT);
      if (!upload.ok) return { ok: false, problem: "image", message: upload.error };
      const before = menuId === null ? null : await seasonMenuImage(menuId);
      const values = { ...input, imageUrl: upload.url ?? input.imageUrl };
      const saved =
        menuId === null
          ? await createSeasonMenu(admin, values)
          : await updateSeasonMenu(admin, menuId, values);
      if (!saved.ok) await discardImage(upload.url);
      else if (before && before !== values.imageUrl) await discardImage(before);
      return saved;
    });
  switch (intent) {
    case "course-add":
      return change("course-new", seasonCourseSchema, (input) => addSeasonCourse(admin, menuId, input));
    case "course-save": {
      const courseId = id("courseId");
      return change(`course-${courseId}`, seasonCourseSchema, (input) =>
        updateSeasonCourse(admin, menuId, courseId, input),
      );
    }
    case "course-remove": {
      const courseId = id("courseId");
      return removal(`course-${courseId}`, await removeSeasonCourse(admin, menuId, courseId));
    }
    case "place-add":
      return change("place-new", seasonPlaceSchema, (input) => addSeasonPlace(admin, menuId, input));
    case "place-save": {
      const placeId = id("placeId");
      return change(`place-${placeId}`, seasonPlaceSchema, (input) =>
        updateSeasonPlace(admin, menuId, placeId, input),
      );
    }
    case "place-remove": {
      const placeId = id("placeId");
      return removal(`place-${placeId}`, await removeSeasonPlace(admin, menuId, placeId));
    }
    case "day-add":
    case "day-save": {
      const placeId = id("placeId");
      const existing = intent === "day-save" ? date("originalDate") : null;
      return change(`day-${placeId}-${existing ?? "new"}`, seasonDaySchema, (input) =>
        saveSeasonDay(admin, menuId, placeId, input, existing),
      );
    }
    case "day-remove": {
      const placeId = id("placeId");
      const day = date("originalDate");
      return removal(`day-${placeId}-${day}`, await removeSeasonDay(admin, menuId, placeId, day));
    }
  }
}
