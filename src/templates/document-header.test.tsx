import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DocumentHeader } from "./document-header";

const graphic = { url: "https://cdn.sanity.io/images/p/d/graphic-640x480.png", alt: "A chart", width: 640, height: 480 };

describe("a document's header", () => {
  it("shows the graphic beside the title, loaded first and hidden from screen readers", () => {
    const html = renderToStaticMarkup(<DocumentHeader title="Link building" graphic={graphic} />);
    expect(html).toContain('<h1 class="page-header__title">Link building</h1>');
    const aside = /<div class="page-header__aside">(.*?)<\/div>/.exec(html)?.[1] ?? "";
    expect(aside).toContain(`src="${graphic.url}"`);
    expect(aside).toContain('alt=""');
    expect(aside).toContain('loading="eager"');
  });

  it.each([null, undefined, { ...graphic, url: null }])("leaves no empty column beside the title for a graphic of %j", (none) => {
    const html = renderToStaticMarkup(<DocumentHeader title="Link building" graphic={none} />);
    expect(html).not.toContain("page-header__aside");
  });
});
