import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "./icon";

describe("Icon", () => {
  it("draws the named symbol of the sprite with lucide's attributes, hidden from screen readers", () => {
    const html = renderToStaticMarkup(<Icon name="shopping-bag" className="h-5 w-5" />);
    expect(html).toMatch(/^<svg [^>]*><use href="[^"]*\/icons\.svg[^"#]*#shopping-bag"><\/use><\/svg>$/);
    for (const attribute of [
      'width="24"',
      'height="24"',
      'viewBox="0 0 24 24"',
      'fill="none"',
      'stroke="currentColor"',
      'stroke-width="2"',
      'stroke-linecap="round"',
      'stroke-linejoin="round"',
      'class="h-5 w-5"',
      'aria-hidden="true"',
      'focusable="false"',
    ]) {
      expect(html).toContain(attribute);
    }
  });

  it("takes another size and stroke width", () => {
    const html = renderToStaticMarkup(<Icon name="x" size={16} strokeWidth={1.5} />);
    expect(html).toContain('width="16"');
    expect(html).toContain('height="16"');
    expect(html).toContain('stroke-width="1.5"');
    expect(html).toContain('viewBox="0 0 24 24"');
  });
});
