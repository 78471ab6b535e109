import { describe, expect, it } from "vitest";
import { createKeyFactory } from "./keys";
import { htmlToPortableText, paragraph, type ClaimRef, type Span, type TextBlock, type TurnaroundRef } from "./portable-text";

/** A fresh, deterministic key factory per conversion, as the seed uses one per document. */
const keys = () => createKeyFactory("portable-text-test");
/** Resolves claim keys and service paths the way the seed does, and records what was asked for. */
function claimResolver() {
  const asked: string[] = [];
  return {
    asked,
    claimId: (key: string) => {
      asked.push(key);
      return `claim-${key}`;
    },
    serviceId: (path: string) => `service${path.replaceAll("/", "-")}`,
  };
}

const spans = (block: TextBlock) => block.children.filter((child): child is Span => child._type === "span");
const claimRefs = (block: TextBlock) => block.children.filter((child): child is ClaimRef => child._type === "claimReference");
/** The text a reader sees, with each claim reference shown as [claim:ID]. */
const visibleText = (block: TextBlock) =>
  block.children
    .map((child) =>
      child._type === "span"
        ? child.text
        : child._type === "claimReference"
          ? `[claim:${child.claim._ref}]`
          : `[${child.show}:${child.service._ref}]`,
    )
    .join("");
/** The link target a span carries, if any. */
const hrefOf = (block: TextBlock, span: Span) => block.markDefs.find((def) => span.marks.includes(def._key))?.href;
const spanWithText = (block: TextBlock, text: string) => {
  const found = spans(block).find((span) => span.text === text);
  expect(found, `a span reading ${JSON.stringify(text)} in ${JSON.stringify(block.children)}`).toBeDefined();
  return found!;
};
const html = (source: string) => htmlToPortableText(source, keys(), claimResolver());

describe("paragraph(): legacy copy with [links](/path), **bold** and {{claim:KEY}}", () => {
  it("turns [text](/path) into a span linked through a link markDef", () => {
    const block = paragraph("Read [our services](/services) first.", keys(), claimResolver());
    const link = spanWithText(block, "our services");
    expect(block.markDefs).toEqual([{ _type: "link", _key: expect.any(String), href: "/services" }]);
    expect(link.marks).toEqual([block.markDefs[0]!._key]);
    expect(hrefOf(block, spanWithText(block, "Read "))).toBeUndefined();
  });

  it("turns **bold** into a span with the strong mark", () => {
    const block = paragraph("Every placement includes a **500-word article**.", keys(), claimResolver());
    expect(spanWithText(block, "500-word article").marks).toEqual(["strong"]);
    expect(spanWithText(block, ".").marks).toEqual([]);
    expect(block.markDefs).toEqual([]);
  });

  it("turns {{claim:KEY}} into a claimReference whose _ref comes from the resolver", () => {
    const resolve = claimResolver();
    const block = paragraph("We have worked with {{claim:clients}} {{claim:since}}.", keys(), resolve);
    expect(resolve.asked).toEqual(["clients", "since"]);
    expect(claimRefs(block).map((ref) => ref.claim)).toEqual([
      { _type: "reference", _ref: "claim-clients" },
      { _type: "reference", _ref: "claim-since" },
    ]);
    expect(visibleText(block)).toBe("We have worked with [claim:claim-clients] [claim:claim-since].");
  });

  it("passes whatever id the resolver returns, so the seed decides what a claim is called", () => {
    const block = paragraph("{{claim:review-score}}", keys(), { claimId: () => "some-other-id", serviceId: () => "unused" });
    expect(claimRefs(block)[0]!.claim._ref).toBe("some-other-id");
  });

  it("stops when the resolver rejects an unknown claim rather than shipping a gap", () => {
    const reject = (key: string): string => {
      throw new Error(`no claim ${key}`);
    };
    expect(() => paragraph("We have {{claim:made-up}}.", keys(), { claimId: reject, serviceId: reject })).toThrow(
      "no claim made-up",
    );
  });

  it("turns {{turnaround:PATH}} and {{turnaround-from:PATH}} into references to that service's turnaround", () => {
    const block = paragraph(
      "First report in {{turnaround:/services/seo-packages}}; delivery from {{turnaround-from:/services/content-creation}}.",
      keys(),
      claimResolver(),
    );
    const refs = block.children.filter((child): child is TurnaroundRef => child._type === "turnaroundReference");
    expect(refs.map(({ service, show }) => ({ service: service._ref, show }))).toEqual([
      { service: "service-services-seo-packages", show: "days" },
      { service: "service-services-content-creation", show: "fromDays" },
    ]);
    expect(visibleText(block)).toBe(
      "First report in [days:service-services-seo-packages]; delivery from [fromDays:service-services-content-creation].",
    );
  });

  it("keeps bold inside a link as a span carrying both the link and strong", () => {
    const block = paragraph("See [**all** packages](/services/link-packages) now.", keys(), claimResolver());
    const [def] = block.markDefs;
    expect(def?.href).toBe("/services/link-packages");
    expect(spanWithText(block, "all").marks.sort()).toEqual([def!._key, "strong"].sort());
    expect(spanWithText(block, " packages").marks).toEqual([def!._key]);
    expect(visibleText(block)).toBe("See all packages now.");
  });

  it("keeps a link inside bold as a span carrying both marks", () => {
    const block = paragraph("**Call [us](/get-in-touch) today**", keys(), claimResolver());
    const [def] = block.markDefs;
    expect(def?.href).toBe("/get-in-touch");
    expect(spanWithText(block, "us").marks.sort()).toEqual([def!._key, "strong"].sort());
    expect(spanWithText(block, "Call ").marks).toEqual(["strong"]);
    expect(spanWithText(block, " today").marks).toEqual(["strong"]);
  });

  it("gives each link its own markDef, even when two links share a target", () => {
    const block = paragraph("[One](/blog) and [two](/blog).", keys(), claimResolver());
    expect(block.markDefs.map((def) => def.href)).toEqual(["/blog", "/blog"]);
    expect(new Set(block.markDefs.map((def) => def._key)).size).toBe(2);
    expect(hrefOf(block, spanWithText(block, "One"))).toBe("/blog");
    expect(hrefOf(block, spanWithText(block, "two"))).toBe("/blog");
  });

  it("keeps the text around tokens exactly, spaces and punctuation included", () => {
    const source = "  Start, [a link](/a) ; then **bold**:{{claim:since}}…  end.  ";
    const block = paragraph(source, keys(), claimResolver());
    expect(visibleText(block)).toBe("  Start, a link ; then bold:[claim:claim-since]…  end.  ");
  });

  it("leaves text that only looks like markup alone", () => {
    const source = "Tiers [DA20+] (and up), 2 * 3 = 6, {{claim:}} and {single}.";
    const block = paragraph(source, keys(), claimResolver());
    expect(visibleText(block)).toBe(source);
    expect(block.markDefs).toEqual([]);
  });

  it("gives every child, markDef and the block itself a distinct key", () => {
    const block = paragraph("[a](/a) **b** {{claim:since}} c", keys(), claimResolver());
    const all = [block._key, ...block.children.map((child) => child._key), ...block.markDefs.map((def) => def._key)];
    expect(new Set(all).size).toBe(all.length);
  });

  it("produces the same keys for the same input (so the seed is reproducible)", () => {
    const text = "See [**all** packages](/services) and {{claim:clients}}.";
    expect(paragraph(text, keys(), claimResolver())).toEqual(paragraph(text, keys(), claimResolver()));
  });

  it("applies the style and list item asked for", () => {
    expect(paragraph("Heading", keys(), claimResolver(), "h2")).toMatchObject({ style: "h2" });
    expect(paragraph("Item", keys(), claimResolver(), "normal", "bullet")).toMatchObject({ listItem: "bullet", level: 1 });
    expect(paragraph("Plain", keys(), claimResolver())).not.toHaveProperty("listItem");
  });
});

describe("htmlToPortableText(): legacy HTML in FAQs and persona pages", () => {
  it("turns each <p> into a normal block", () => {
    const blocks = html("<p>First paragraph.</p><p>Second paragraph.</p>");
    expect(blocks.map((block) => [block.style, block.listItem, visibleText(block)])).toEqual([
      ["normal", undefined, "First paragraph."],
      ["normal", undefined, "Second paragraph."],
    ]);
  });

  it("turns <ul><li> into bullet items and <ol><li> into numbered items", () => {
    const blocks = html("<p>Intro</p><ul><li>Apples</li><li>Pears</li></ul><ol><li>First</li><li>Second</li></ol><p>After</p>");
    expect(blocks.map((block) => [block.listItem ?? "-", visibleText(block)])).toEqual([
      ["-", "Intro"],
      ["bullet", "Apples"],
      ["bullet", "Pears"],
      ["number", "First"],
      ["number", "Second"],
      ["-", "After"],
    ]);
    expect(blocks.filter((block) => block.listItem).every((block) => block.level === 1)).toBe(true);
  });

  it("turns <a href> into a link mark with that href", () => {
    const [block] = html('<p>If your market is not listed, <a href="/get-in-touch">ask us</a>.</p>');
    expect(block!.markDefs.map((def) => def.href)).toEqual(["/get-in-touch"]);
    expect(hrefOf(block!, spanWithText(block!, "ask us"))).toBe("/get-in-touch");
    expect(hrefOf(block!, spanWithText(block!, "."))).toBeUndefined();
    expect(visibleText(block!)).toBe("If your market is not listed, ask us.");
  });

  it("turns <strong>/<b> into strong and <em>/<i> into em, only for the text they wrap", () => {
    const [block] = html("<p><strong>Bold</strong> <em>italic</em> <b>b</b> <i>i</i> plain</p>");
    expect(spans(block!).map((span) => [span.text, span.marks])).toEqual([
      ["Bold", ["strong"]],
      [" ", []],
      ["italic", ["em"]],
      [" ", []],
      ["b", ["strong"]],
      [" ", []],
      ["i", ["em"]],
      [" plain", []],
    ]);
  });

  it("combines marks for bold text inside a link", () => {
    const [block] = html('<p><a href="/services/digital-pr"><strong>Digital PR</strong> campaigns</a></p>');
    const [def] = block!.markDefs;
    expect(spanWithText(block!, "Digital PR").marks.sort()).toEqual([def!._key, "strong"].sort());
    expect(spanWithText(block!, " campaigns").marks).toEqual([def!._key]);
  });

  it("decodes entities: &amp; &rsquo; &#39; &nbsp; &lt; and numeric references", () => {
    const [block] = html("<p>Tom &amp; Jerry&rsquo;s &#39;tier&#39; 10&nbsp;days &lt;3 &#x2013; &pound;</p>");
    expect(visibleText(block!)).toMatch(/^Tom & Jerry’s 'tier' 10[ \u00a0]days <3 – £$/);
  });

  it("leaves unknown entities as written", () => {
    expect(visibleText(html("<p>A &madeup; entity</p>")[0]!)).toBe("A &madeup; entity");
  });

  it("drops unknown tags but keeps their text", () => {
    const blocks = html('<p>Keep <span class="x">this</span> and <u>that</u> and <font color="red">more</font>.</p>');
    expect(blocks.map(visibleText)).toEqual(["Keep this and that and more."]);
  });

  it("turns plain text with no tags into one paragraph", () => {
    const blocks = html("Just an answer, with no markup at all.");
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ _type: "block", style: "normal" });
    expect(visibleText(blocks[0]!)).toBe("Just an answer, with no markup at all.");
  });

  it("still resolves claims and links written in legacy copy style inside HTML", () => {
    const resolve = claimResolver();
    const [block] = htmlToPortableText("<p>We work with {{claim:countries}}; see [our team](/about-us).</p>", keys(), resolve);
    expect(resolve.asked).toEqual(["countries"]);
    expect(claimRefs(block!)[0]!.claim._ref).toBe("claim-countries");
    expect(hrefOf(block!, spanWithText(block!, "our team"))).toBe("/about-us");
  });

  it("collapses whitespace like a browser: runs become one space, block edges are trimmed", () => {
    const blocks = html("\n  <p>\n   Line one\n   continues\there.  </p>\n\n  <ul>\n    <li>  Item  one </li>\n  </ul>\n");
    expect(blocks.map(visibleText)).toEqual(["Line one continues here.", "Item one"]);
  });

  it("drops blocks that hold only whitespace", () => {
    expect(html("<p>   </p><p>\n</p><ul><li> </li></ul>")).toEqual([]);
  });

  it("keeps <br> as a line break inside the block", () => {
    const [block] = html("<p>Line one<br>Line two<br/>Line three</p>");
    expect(visibleText(block!)).toBe("Line one\nLine two\nLine three");
  });

  it("keeps <h3>/<h4> as headings", () => {
    expect(html("<h3>Sub</h3><h4>Minor</h4><p>Body</p>").map((block) => block.style)).toEqual(["h3", "h4", "normal"]);
  });

  it("never lets a tag through as text", () => {
    const source = [
      '<p class="lead">Intro <a href="/blog" target="_blank">blog</a></p>',
      "<div><section><ul><li><strong>One</strong></li><li><em>Two</em></li></ul></section></div>",
      "<ol><li>Three<br /></li></ol><P>Upper-case tags</P><h3>Sub</h3><table><tr><td>Cell</td></tr></table>",
    ].join("\n");
    const texts = html(source).flatMap((block) => spans(block).map((span) => span.text));
    expect(texts.join("")).toContain("Cell");
    expect(texts.filter((text) => text.includes("<") || text.includes(">"))).toEqual([]);
  });

  it("drops HTML comments and declarations instead of showing them as text", () => {
    const [block] = html("<!DOCTYPE html><p>Hi<!-- a note for editors --> there</p>");
    expect(visibleText(block!)).toBe("Hi there");
  });

  it("collapses whitespace across inline tags, as a browser shows it", () => {
    expect(visibleText(html("<p>Hello <em> world</em></p>")[0]!)).toBe("Hello world");
    const [bold] = html("<p> <strong>Bold</strong> </p>");
    expect(spans(bold!).map((span) => span.text)).toEqual(["Bold"]);
  });

  it("ignores a stray closing </strong> instead of removing the enclosing link", () => {
    const [block] = html('<p><a href="/x">foo</strong> bar</a></p>');
    expect(hrefOf(block!, spanWithText(block!, " bar"))).toBe("/x");
  });

  it("keeps the text of adjacent unknown block tags apart", () => {
    expect(html("<div>one</div><div>two</div>").map(visibleText)).toEqual(["one", "two"]);
  });

  it("reads single-quoted and unquoted href values", () => {
    const [single] = html("<p><a href='/x'>single</a></p>");
    expect(hrefOf(single!, spanWithText(single!, "single"))).toBe("/x");
    const [bare] = html("<p><a href=/y>bare</a></p>");
    expect(hrefOf(bare!, spanWithText(bare!, "bare"))).toBe("/y");
  });

  it("keeps &nbsp; as a non-breaking space and does not collapse it", () => {
    expect(visibleText(html("<p>10&nbsp;days, a&nbsp;&nbsp;b</p>")[0]!)).toBe("10\u00a0days, a\u00a0\u00a0b");
  });
});
