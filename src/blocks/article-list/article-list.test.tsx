/** @vitest-environment jsdom */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { ArticleListBlock } from "./article-list";
import { articleListFixture } from "./article-list.fixture";

const titlesIn = (category: string) =>
  within(screen.getByRole("region", { name: category }))
    .getAllByRole("heading", { level: 4 })
    .map((heading) => heading.textContent);

describe("ArticleListBlock", () => {
  it("links each article to its blog route with its category and UK-formatted date", () => {
    renderWithRouter(<ArticleListBlock block={articleListFixture} />);
    expect(screen.getByRole("link", { name: "How long does SEO take?" }).getAttribute("href")).toBe(
      "/blog/how-long-does-seo-take",
    );
    expect(screen.getByText("3 April 2025")).toBeTruthy();
    expect(screen.getByText("What to expect month by month.")).toBeTruthy();
  });

  it("groups articles by category in the blog's category order, newest first in each", () => {
    renderWithRouter(<ArticleListBlock block={articleListFixture} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Blogger Outreach",
      "SEO",
      "Reputation Management",
      "Archive by month",
    ]);
    expect(titlesIn("SEO")).toEqual(["How long does SEO take?", "Keyword difficulty explained"]);
    const nav = screen.getByRole("navigation", { name: "Blog categories" });
    expect(within(nav).getByRole("link", { name: "SEO (2)" }).getAttribute("href")).toBe("#category-seo");
  });

  it("keeps an article with an unknown or missing category rather than dropping it", () => {
    const { listing } = articleListFixture;
    const block = {
      ...articleListFixture,
      listing: {
        ...listing,
        articles: [...listing.articles, { ...listing.articles[0]!, _id: "x", slug: "x", title: "Uncategorised", category: null }],
      },
    };
    renderWithRouter(<ArticleListBlock block={block} />);
    expect(titlesIn("Other")).toEqual(["Uncategorised"]);
  });

  it("lists every month of the archive, newest first, with its count, linking to its page", () => {
    renderWithRouter(<ArticleListBlock block={articleListFixture} />);
    const archive = screen.getByRole("navigation", { name: "Archive by month" });
    const links = within(archive).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "April 2025 (1 article)",
      "March 2025 (1 article)",
      "February 2025 (1 article)",
      "December 2024 (1 article)",
      "November 2024 (3 articles)",
    ]);
    expect(links.at(-1)!.getAttribute("href")).toBe("/blog/archive/2024-11");
  });

  it("shows its title and no list, rather than failing, before the loader has read the articles", () => {
    const { listing: _, ...withoutListing } = articleListFixture;
    renderWithRouter(<ArticleListBlock block={withoutListing} />);
    expect(screen.getByRole("heading", { name: "Latest articles" })).toBeTruthy();
    expect(screen.queryAllByRole("listitem")).toEqual([]);
  });
});
