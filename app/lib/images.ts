/**
 * Images in several widths for `srcset`: an image stored as `…/name-640.webp` also exists as
 * `name-320.webp` and `name-960.webp` (the demo images and the back office's uploads are
 * written that way). Any other address is used as it is.
 */
export const IMAGE_WIDTHS = [320, 640, 960] as const;

const VARIANT = /^(.*)-(320|640|960)\.(webp|jpg|jpeg|png|avif)$/;

export type ResponsiveImage = { src: string; srcSet?: string };

export function responsiveImage(url: string): ResponsiveImage {
  const match = VARIANT.exec(url);
  if (!match) return { src: url };
  const [, base, , extension] = match;
  return {
    src: `${base}-640.${extension}`,
    srcSet: IMAGE_WIDTHS.map((width) => `${base}-${width}.${extension} ${width}w`).join(", "),
  };
}

/** The first fallback when an image fails to load (the placeholder image). */
export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/** The last fallback, needing no request at all: a plain cream square. */
export const GENERIC_PLACEHOLDER =
  "data:image/svg+xml;charset=utf-8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#f3ead7"/></svg>',
  );
