import { Fragment } from "react";
import type { IngredientPart } from "~/lib/food";

/**
 * The legal ingredient list's words, as the product page, the order e-mail and the packing slip
 * print them: allergens in bold (Art. 21: emphasised, and not by colour alone), QUID shares, the
 * organic asterisk, and the closing full stop.
 */
export function IngredientParts({ parts }: { parts: IngredientPart[] }) {
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && ", "}
          {part.emphasised ? <strong>{part.name}</strong> : part.name}
          {part.organic && "*"}
          {part.percent && ` (${part.percent})`}
        </Fragment>
      ))}
      .
    </>
  );
}
