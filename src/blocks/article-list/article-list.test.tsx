/** @vitest-environment jsdom */
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { ArticleListBlock } from "./article-list";
import { articleListFixture } from "./article-list.fixture";

describe("ArticleListBlock", () => {
  it("links each article to its blog route with its category and UK-formatted date", () => {
    renderWithRouter(<ArticleListBlock block={articleListFixture} />);
    expect(screen.getByRole("link", { name: "How long does SEO take?" }).getAttribute("href")).toBe("/blog/how-long-does-seo-take");
    expect(screen.getByText("3 April 2025")).toBeTruthy();
    expect(screen.getByText("SEO")).toBeTruthy();
  });
});
