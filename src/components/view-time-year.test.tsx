/** @vitest-environment jsdom */
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runInlineScripts } from "../test/inline-scripts";
import { ViewTimeYear } from "./view-time-year";

/** The copyright line as the build prerenders it, with its first-paint script. */
function prerendered(contentYear: number): HTMLElement {
  vi.stubEnv("SSR", true);
  const html = renderToString(
    <p>
      © <ViewTimeYear contentYear={contentYear} /> Outreach Lab.
    </p>,
  );
  vi.unstubAllEnvs();
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** What a visitor reads: the line's text without its scripts. */
function visible(line: HTMLElement): string {
  const copy = line.cloneNode(true) as HTMLElement;
  for (const script of copy.querySelectorAll("script")) script.remove();
  return copy.textContent ?? "";
}

describe("the footer's year", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("is the visitor's year in the first paint, though the page holds the year of the content's last change", () => {
    const line = prerendered(2026);
    expect(visible(line)).toBe("© 2026 Outreach Lab.");
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2029-03-01T12:00:00Z") });
    runInlineScripts(line);
    expect(visible(line)).toBe("© 2029 Outreach Lab.");
  });

  it("is written by a script whose text is the same whatever the year, so one hash allows it on every page", () => {
    const scripts = [2020, 2026].map((year) => prerendered(year).querySelector("script:not([type])")?.textContent);
    expect(scripts[0]).toBeTruthy();
    expect(scripts[1]).toBe(scripts[0]);
  });
});
