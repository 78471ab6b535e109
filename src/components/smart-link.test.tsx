/** @vitest-environment jsdom */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../test/render";
import { SmartLink } from "./smart-link";

describe("SmartLink", () => {
  it("keeps site paths in the app, in the same tab", () => {
    renderWithRouter(<SmartLink href="/get-in-touch">Get in touch</SmartLink>);
    const link = screen.getByRole("link", { name: "Get in touch" });
    expect(link.getAttribute("href")).toBe("/get-in-touch");
    expect(link.getAttribute("target")).toBeNull();
  });

  it.each(["//evil.example/page", "/\\evil.example", "https://calendly.com/outreach-lab"])(
    "opens %s as another site's address: new tab, no opener",
    (href) => {
      renderWithRouter(<SmartLink href={href}>Elsewhere</SmartLink>);
      const link = screen.getByRole("link", { name: "Elsewhere" });
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    },
  );
});
