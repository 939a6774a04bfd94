import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useFetcher, useNavigate } from "react-router";
import { ContentImage } from "~/components/catalogue/product-image";
import { useLanguage } from "~/hooks/use-root-data";
import { useTranslation } from "~/i18n/use-translation";
import type { ProductSuggestions } from "~/lib/catalogue";
import { formatPrice } from "~/lib/money";
import {
  CATALOGUE_PATH,
  normaliseSearchText,
  searchHref,
  SUGGESTION_MIN_LETTERS,
} from "~/lib/product-search";

const SUGGESTIONS = "/resources/search";
const TYPING_PAUSE_MS = 150;

/**
 * The header's search, on every page: a GET form to /produkter?q=…, so it works without
 * JavaScript. With scripts it is a combobox (WAI-ARIA's list autocomplete pattern): after two
 * letters it suggests up to six products with their picture and the viewer's price; the arrow
 * keys move through them (the field keeps the focus, `aria-activedescendant` names the active
 * one), Enter opens the chosen product or, with none chosen, the full results; Escape closes
 * the list, then clears the field.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const fetcher = useFetcher<ProductSuggestions>();
  const id = useId();
  const listId = `${id}-forslag`;
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);

  const typed = normaliseSearchText(text);
  const enough = Array.from(typed).length >= SUGGESTION_MIN_LETTERS;
  // The last answer, kept on screen while the next is on its way.
  const suggestions = enough ? (fetcher.data?.products ?? []) : [];
  const answered = enough && fetcher.data?.q === typed && fetcher.state === "idle";
  const expanded = open && enough && suggestions.length > 0;
  const optionId = (index: number) => `${id}-forslag-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const showResults = () => {
    close();
    navigate(searchHref(typed));
  };
  const openProduct = (productId: string) => {
    close();
    navigate(`/produkter/${productId}`);
  };

  const onType = (value: string) => {
    setText(value);
    setActive(-1);
    setOpen(true);
    clearTimeout(pause.current);
    const q = normaliseSearchText(value);
    if (Array.from(q).length < SUGGESTION_MIN_LETTERS) return;
    pause.current = setTimeout(
      () => fetcher.load(`${SUGGESTIONS}?${new URLSearchParams({ q })}`),
      TYPING_PAUSE_MS,
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case "ArrowDown":
        if (!count) return;
        event.preventDefault();
        setOpen(true);
        setActive((current) => (!expanded || current >= count - 1 ? 0 : current + 1));
        break;
      case "ArrowUp":
        if (!count) return;
        event.preventDefault();
        setOpen(true);
        setActive((current) => (!expanded || current <= 0 ? count - 1 : current - 1));
        break;
      case "Enter":
        if (expanded && active >= 0 && suggestions[active]) {
          event.preventDefault();
          openProduct(suggestions[active].id);
        }
        break;
      case "Escape":
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          setText("");
        }
        break;
    }
  };

  return (
    <form
      method="get"
      action={CATALOGUE_PATH}
      role="search"
      aria-label={t("catalogue.headerSearchLabel")}
      className={clsx("relative", className)}
      onSubmit={(event) => {
        event.preventDefault();
        showResults();
      }}
    >
      <label htmlFor={`${id}-felt`} className="sr-only">
        {t("catalogue.headerSearchLabel")}
      </label>
      <div className="flex items-center rounded-full border border-forest-200 bg-white focus-within:border-forest-700">
        <input
          id={`${id}-felt`}
          type="search"
          name="q"
          value={text}
          onChange={(event) => onType(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={close}
          placeholder={t("catalogue.searchPlaceholder")}
          autoComplete="off"
          maxLength={200}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          className="h-10 min-w-0 flex-1 rounded-full bg-transparent pl-4 text-ink outline-offset-0"
        />
        <button
          type="submit"
          aria-label={t("catalogue.searchSubmit")}
          className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-forest-800 hover:bg-cream-200"
        >
          <Icon name="search" className="h-5 w-5" />
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t("catalogue.suggestionsLabel")}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-2xl border border-cream-300 bg-white py-1 shadow-lg"
      >
        {suggestions.map((product, index) => (
          <li
            key={product.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // The field keeps the focus: a press on an option must not take it away first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openProduct(product.id)}
            onMouseMove={() => setActive(index)}
            className={clsx(
              "flex cursor-pointer items-center gap-3 px-3 py-2",
              index === active && "bg-forest-50",
            )}
          >
            <ContentImage
              url={product.imageUrl}
              alt=""
              sizes="2.5rem"
              width={40}
              height={40}
              className="h-10 w-10 shrink-0 rounded-md object-cover"
            />
            <span className="min-w-0 flex-1 truncate">{product.title}</span>
            <span className="shrink-0 font-medium text-forest-800">
              {formatPrice(product.price.unit, language)}
            </span>
          </li>
        ))}
      </ul>
      <p className="sr-only" role="status">
        {open && answered
          ? suggestions.length
            ? t("catalogue.suggestions", { count: suggestions.length })
            : t("catalogue.noSuggestions")
          : ""}
      </p>
    </form>
  );
}
