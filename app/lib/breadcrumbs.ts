/**
 * The breadcrumb trail under the header, derived from the address: one crumb per path
 * segment, with segments that look like 36-character ids (product, recipe, post) skipped.
 */

export type Crumb = { label: string; href: string };

/** A 36-character id such as a UUID: letters, digits and hyphens. */
const ID_SEGMENT = /^[0-9a-z-]{36}$/i;

export function isIdSegment(segment: string): boolean {
  return ID_SEGMENT.test(segment) && /\d/.test(segment) && segment.includes("-");
}

/**
 * The trail for `pathname`, starting at home; empty on the home page itself.
 * `labelFor` names a segment; an unnamed segment is shown as its words.
 */
export function breadcrumbTrail(
  pathname: string,
  homeLabel: string,
  labelFor: (segment: string) => string | undefined,
): Crumb[] {
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 0) return [];
  const trail: Crumb[] = [{ label: homeLabel, href: "/" }];
  let href = "";
  for (const raw of segments) {
    href += `/${raw}`;
    const segment = safeDecode(raw);
    if (isIdSegment(segment)) continue;
    trail.push({ label: labelFor(segment) ?? humanize(segment), href });
  }
  return trail;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function humanize(segment: string): string {
  const words = segment.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** schema.org BreadcrumbList for the trail, with absolute addresses. */
export function breadcrumbJsonLd(trail: Crumb[], publicUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.href, `${publicUrl}/`).toString(),
    })),
  };
}
