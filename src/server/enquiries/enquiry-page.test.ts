import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { ENQUIRY_LIMITS } from "../../lib/enquiries/enquiry-rules";
import { createEnquiryPage, type EnquiryPageContent } from "./enquiry-page.server";
import { PRERENDERED_PAGE } from "../site/test-site";

const CONTENT: EnquiryPageContent = {
  heading: "Please check your enquiry",
  message: "Some details need a second look.",
  errors: { email: "That email address does not look right: please check it.", budget: "This field is not part of an enquiry." },
  values: { name: "Ann", email: "ann@", message: "Twenty links a month.", page: "/white-label", fill_ms: "300" },
};

function buildWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "enquiry-page-"));
  for (const [file, html] of Object.entries(files)) {
    mkdirSync(join(root, file, ".."), { recursive: true });
    writeFileSync(join(root, file), html);
  }
  return root;
}

describe("the page a plain form post gets back", () => {
  it("is made from the thank-you page when the build has no get-in-touch page", () => {
    const thankYou = PRERENDERED_PAGE.replace("<h1>Get in touch</h1>", "<h1>Thank you</h1>");
    const html = createEnquiryPage(buildWith({ "thank-you/index.html": thankYou, "index.html": "<h1>Home</h1>" }))(CONTENT);
    expect(html).toContain('<header class="site-header">');
    expect(html).toContain("<title>Please check your enquiry</title>");
    expect(html).not.toContain("Thank you</h1>");
  });

  it("shows the field's message beside it, other problems in a list, and the general message once", () => {
    const html = createEnquiryPage(buildWith({ "get-in-touch/index.html": PRERENDERED_PAGE }))(CONTENT);
    expect(html).toContain('aria-describedby="enquiry-email-error"');
    expect(html).toContain("That email address does not look right");
    expect(html).toContain("<li>budget: This field is not part of an enquiry.</li>");
    expect(html.match(/Some details need a second look\./g)).toHaveLength(1);
    expect(html).not.toContain('name="fill_ms"');
  });

  // The browser checks the form again before it is sent, as it checks the site's own form: the
  // same required fields, types, limits and autofill names. The message has no maxlength, so a long
  // paste is never cut without a word; the server says when it is too long.
  it("gives the form again the site's form's native checks and autofill names", () => {
    const html = createEnquiryPage(buildWith({ "get-in-touch/index.html": PRERENDERED_PAGE }))(CONTENT);
    const attributesOf = (selector: string) => {
      const { id: _id, name: _name, value: _value, rows: _rows, ...rest } = parse(html).querySelector(selector)!.attributes;
      delete rest["aria-invalid"];
      delete rest["aria-describedby"];
      return rest;
    };
    expect(attributesOf('input[name="name"]')).toEqual({
      type: "text",
      required: "",
      maxlength: String(ENQUIRY_LIMITS.name),
      autocomplete: "name",
    });
    expect(attributesOf('input[name="email"]')).toEqual({
      type: "email",
      required: "",
      maxlength: String(ENQUIRY_LIMITS.email),
      autocomplete: "email",
    });
    expect(attributesOf('input[name="phone"]')).toEqual({
      type: "tel",
      maxlength: String(ENQUIRY_LIMITS.phone),
      autocomplete: "tel",
    });
    expect(attributesOf('textarea[name="message"]')).toEqual({ required: "" });
  });

  it("falls back to a plain page that still links the build's stylesheets, however the link is written", () => {
    const html = createEnquiryPage(
      buildWith({
        "index.html":
          '<html><head><link crossorigin="anonymous" rel="stylesheet" href="/assets/root-9z.css"></head><body><h1>Home</h1></body></html>',
      }),
    )(CONTENT);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-9z.css">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('value="ann@"');
  });

  it("falls back to a plain page when the build has no pages at all", () => {
    const html = createEnquiryPage(buildWith({}))(CONTENT);
    expect(html).toContain("<title>Please check your enquiry</title>");
    expect(html).toContain('<form class="form-stack" method="post" action="/api/enquiries">');
  });
});
