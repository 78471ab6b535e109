import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as icons from "./icons";

const spriteSymbols = new Set(
  [...readFileSync(new URL("./icons.svg", import.meta.url), "utf8").matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]),
);

describe("chrome icons", () => {
  it.each(Object.entries(icons))("%s points at a symbol the sprite file has", (_name, Icon) => {
    const markup = renderToStaticMarkup(<Icon />);
    const reference = /<use href="([^"#]*)#([^"]+)"/.exec(markup);
    expect(reference, markup).not.toBeNull();
    expect(reference![1]).toMatch(/icons\.svg(\?[^#]*)?$/);
    expect(spriteSymbols).toContain(reference![2]);
  });

  it("hides every icon from assistive technology (the link around it has the name)", () => {
    for (const Icon of Object.values(icons)) expect(renderToStaticMarkup(<Icon />)).toContain('aria-hidden="true"');
  });
});
