import { useEffect, useRef, useState } from "react";
import { GENERIC_PLACEHOLDER, PLACEHOLDER_IMAGE, responsiveImage } from "~/lib/images";

/**
 * A product, recipe or post image: several widths through srcset, a fixed size so nothing
 * shifts while it loads, lazy below the fold, and two fallbacks when it fails
 * (the placeholder image, then a generic placeholder that needs no request).
 */
export function ContentImage({
  url,
  alt,
  sizes,
  width,
  height,
  priority = false,
  className,
}: {
  url: string | null;
  alt: string;
  sizes: string;
  width: number;
  height: number;
  /** Above the fold: load at once, with high priority. */
  priority?: boolean;
  className?: string;
}) {
  // 0: the image itself, 1: the placeholder image, 2: the generic placeholder.
  const [stage, setStage] = useState(url ? 0 : 1);
  const ref = useRef<HTMLImageElement>(null);
  const fail = () => setStage((current) => Math.min(current + 1, 2));

  useEffect(() => {
    // An image that failed before the page was hydrated fired its error event too early.
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) fail();
  }, []);

  const source =
    stage === 0 && url
      ? responsiveImage(url)
      : { src: stage === 1 ? PLACEHOLDER_IMAGE : GENERIC_PLACEHOLDER };
  return (
    <img
      ref={ref}
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={stage < 2 ? fail : undefined}
      className={className}
    />
  );
}
