/** @vitest-environment jsdom */
import { afterEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "../../lib/page-start/storage-keys";
import { runInlineScripts } from "../../test/inline-scripts";
import { prerenderAsBuild } from "../../test/prerender-as-build";
import { ContactFormBlock } from "./contact-form";
import { contactFormFixture } from "./contact-form.fixture";

/** The form as the build prerenders it: empty fields, its first-paint script after the form. */
const prerenderedForm = () => prerenderAsBuild(<ContactFormBlock block={contactFormFixture} />, "/get-in-touch");

/** What the visitor sees in the four fields once the page has been parsed, no script file loaded. */
async function firstPaintWith(stored: string | null, typedBeforeScript?: (form: HTMLFormElement) => void) {
  localStorage.clear();
  if (stored !== null) localStorage.setItem(STORAGE_KEYS.enquiryDraft, stored);
  const page = document.createElement("div");
  page.innerHTML = await prerenderedForm();
  document.body.append(page);
  const form = page.querySelector("form")!;
  typedBeforeScript?.(form);
  runInlineScripts(page);
  return ["name", "email", "phone", "message"].map((name) => (form.elements.namedItem(name) as HTMLInputElement).value);
}

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

describe("a returning visitor's enquiry draft at the first paint", () => {
  it("is in the form before any script file loads", async () => {
    const draft = { name: "Priya Shah", email: "priya@example.co.uk", phone: "", message: "Links for our shop, please." };
    expect(await firstPaintWith(JSON.stringify(draft))).toEqual([draft.name, draft.email, "", draft.message]);
  });

  it("takes only text, leaves a field already filled as it is, and ignores storage it cannot read", async () => {
    const odd = JSON.stringify({ name: 5, email: "kept@shop.example", message: ["x"] });
    expect(await firstPaintWith(odd)).toEqual(["", "kept@shop.example", "", ""]);
    const filled = (form: HTMLFormElement) => ((form.elements.namedItem("name") as HTMLInputElement).value = "Typed");
    expect(await firstPaintWith(JSON.stringify({ name: "Stored", phone: "0161" }), filled)).toEqual(["Typed", "", "0161", ""]);
    for (const unreadable of ["{not json", "null", "[1,2]", '"text"'])
      expect(await firstPaintWith(unreadable), unreadable).toEqual(["", "", "", ""]);
    expect(await firstPaintWith(null)).toEqual(["", "", "", ""]);
  });
});
