/** @vitest-environment jsdom */
import { describe, expect, it } from "vitest";
import { SUBMISSION_KEY_FIELD } from "./enquiry-fields";
import { prePaintScript } from "../page-start/pre-paint-script";
import { newSubmissionKey } from "./submission-key";

describe("submission keys", () => {
  it("are 32 random hexadecimal digits, a new one each time", () => {
    const keys = new Set(Array.from({ length: 1_000 }, newSubmissionKey));
    expect(keys.size).toBe(1_000);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it("are put into a form posted before the app loads by the head script, once, and kept for a resend", () => {
    document.body.innerHTML = `<form><input type="hidden" name="fill_ms" value=""><input type="hidden" name="${SUBMISSION_KEY_FIELD}" value=""><button>Send</button></form><form id="other"><input name="q"></form>`;
    // The script reads its data element; without it that part stops, the submit listener is already set.
    new Function(prePaintScript())();
    const form = document.querySelector("form")!;
    const key = () => (form.elements.namedItem(SUBMISSION_KEY_FIELD) as HTMLInputElement).value;
    const submit = (target: HTMLFormElement) => target.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    submit(form);
    const first = key();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    submit(form);
    expect(key()).toBe(first);
    // A form without the field is left alone.
    expect(() => submit(document.querySelector<HTMLFormElement>("#other")!)).not.toThrow();
  });
});
