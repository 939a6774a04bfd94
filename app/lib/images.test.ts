import { describe, expect, it } from "vitest";
import { responsiveImage } from "./images";

describe("responsiveImage", () => {
  it("offers every stored width of an image saved in variants", () => {
    expect(responsiveImage("/images/products/tomatsuppe-640.webp")).toEqual({
      src: "/images/products/tomatsuppe-640.webp",
      srcSet:
        "/images/products/tomatsuppe-320.webp 320w, /images/products/tomatsuppe-640.webp 640w, /images/products/tomatsuppe-960.webp 960w",
    });
    expect(responsiveImage("/uploads/products/abc-320.jpg").src).toBe("/uploads/products/abc-640.jpg");
  });

  it("uses any other image as it is", () => {
    expect(responsiveImage("/images/placeholder.svg")).toEqual({ src: "/images/placeholder.svg" });
    expect(responsiveImage("https://cdn.example/x.webp")).toEqual({ src: "https://cdn.example/x.webp" });
  });
});
