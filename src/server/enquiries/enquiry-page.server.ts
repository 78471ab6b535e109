import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "node-html-parser";
import { HONEYPOT_FIELD, PAGE_FIELD } from "../../lib/enquiries/enquiry-fields";
import { ENQUIRY_FIELD_LABELS, ENQUIRY_FIELDS, ENQUIRY_LIMITS, type SubmissionErrors } from "../../lib/enquiries/enquiry-rules";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The site's own form's attributes (src/blocks/contact-form), so the browser checks the form again
 * before sending just as it checks that one, and autofill knows each field. No maxlength on the
 * message: the browser would cut a long paste without a word; the server says when it is too long.
 */
const FIELD_ATTRIBUTES = {
  name: `type="text" required maxlength="${ENQUIRY_LIMITS.name}" autocomplete="name"`,
  email: `type="email" required maxlength="${ENQUIRY_LIMITS.email}" autocomplete="email"`,
  phone: `type="tel" maxlength="${ENQUIRY_LIMITS.phone}" autocomplete="tel"`,
  message: "required",
} as const satisfies Record<(typeof ENQUIRY_FIELDS)[number], string>;

/**
 * Prerendered pages the enquiry page is built from, in order of preference: the page the form lives
 * on, then the page it leads to, then pages every build has (/sitemap is a code route, / the home
 * singleton), so a build whose editors removed one page still gets the site's own look.
 */
const BASE_PAGES = ["get-in-touch/index.html", "thank-you/index.html", "sitemap/index.html", "index.html"];

/** Stand-ins for the parts that change per answer; they cannot occur in a prerendered page. */
const TITLE_SLOT = "\u0000enquiry-page-title\u0000";
const MAIN_SLOT = "\u0000enquiry-page-main\u0000";

/** Head elements that describe the base page, not this one. */
const BASE_PAGE_ONLY_HEAD =
  'link[rel="canonical"], meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"]';

export interface EnquiryPageContent {
  /** The page's <title> and heading. */
  heading: string;
  /** What happened and what to do, shown above the form. */
  message: string;
  /** Messages for single fields (under each) and for the rest (in a list). `form` is the message itself. */
  errors: SubmissionErrors;
  /** What was posted: shown again, escaped, so nothing typed is lost. */
  values: Record<string, unknown>;
}

/** Writes the page for one answer. */
export type EnquiryPage = (content: EnquiryPageContent) => string;

/**
 * What a visitor sees when the form was posted without JavaScript and the enquiry was not taken (a
 * field to fix, too many sends, a refused cross-site post, a failure of ours): a real page of the
 * site, with its stylesheets, header and footer, whose main content is the message and the form
 * again with everything they typed.
 *
 * Built once from a prerendered page of the build: its <main> is replaced, its title changed, and
 * every script outside <head> removed, so the app's bootstrap never tries to hydrate a page it did
 * not render (the head's scripts stay: they set what the first paint shows, such as the currency).
 */
export function createEnquiryPage(root: string | ((file: string) => string | undefined)): EnquiryPage {
  // A build folder, or a release's files read through its layers (release-layers.server.ts).
  const read =
    typeof root === "string"
      ? (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), "utf8") : undefined)
      : root;
  const pages = BASE_PAGES.flatMap((file) => read(file) ?? []);
  let template: [string, string, string] | undefined;
  for (const html of pages) if ((template = templateFrom(html))) break;
  const [beforeTitle, betweenTitleAndMain, afterMain] = template ?? standalone(pages[0] ? stylesheetsOf(pages[0]) : []);
  return (content) => `${beforeTitle}${escapeHtml(content.heading)}${betweenTitleAndMain}${mainContent(content)}${afterMain}`;
}

/** The page split around the title and <main>'s content, or undefined when the page has neither. */
function templateFrom(html: string): [string, string, string] | undefined {
  const document = parse(html);
  const title = document.querySelector("head > title");
  const main = document.querySelector("main#main");
  if (!title || !main) return undefined;
  for (const script of document.querySelectorAll("body script")) script.remove();
  for (const element of document.querySelectorAll(BASE_PAGE_ONLY_HEAD)) element.remove();
  title.set_content(TITLE_SLOT);
  title.insertAdjacentHTML("afterend", '<meta name="robots" content="noindex">');
  main.set_content(MAIN_SLOT);
  const [beforeTitle, rest] = document.toString().split(TITLE_SLOT) as [string, string];
  const [betweenTitleAndMain, afterMain] = rest.split(MAIN_SLOT) as [string, string];
  return [beforeTitle, betweenTitleAndMain, afterMain];
}

/** The stylesheets a page links, for the plain page below. */
const stylesheetsOf = (html: string) =>
  parse(html)
    .querySelectorAll('link[rel="stylesheet"]')
    .map((link) => link.getAttribute("href"))
    .filter((href): href is string => Boolean(href));

/** For a build whose pages have no <main id="main"> (a test build, a broken build): a plain page. */
function standalone(stylesheets: readonly string[]): [string, string, string] {
  return [
    `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>`,
    `</title>
${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("\n")}
</head>
<body>
<main id="main">`,
    `</main>
</body>
</html>`,
  ];
}

function mainContent({ heading, message, errors, values }: EnquiryPageContent): string {
  const value = (field: string) => (typeof values[field] === "string" ? escapeHtml(values[field]) : "");
  const fields = ENQUIRY_FIELDS.map((field) => {
    const error = errors[field];
    const id = `enquiry-${field}`;
    const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : "";
    const input =
      field === "message"
        ? `<textarea id="${id}" name="${field}" rows="6" ${FIELD_ATTRIBUTES[field]}${described}>${value(field)}</textarea>`
        : `<input id="${id}" name="${field}" ${FIELD_ATTRIBUTES[field]} value="${value(field)}"${described}>`;
    return `<div class="field"><label for="${id}">${ENQUIRY_FIELD_LABELS[field]}${field === "phone" ? "" : " *"}</label>${input}${
      error ? `<p id="${id}-error" class="field__error">${escapeHtml(error)}</p>` : ""
    }</div>`;
  }).join("\n");
  const other = Object.entries(errors)
    .filter(([field]) => field !== "form" && !(ENQUIRY_FIELDS as readonly string[]).includes(field))
    .map(([field, text]) => `<li>${escapeHtml(field)}: ${escapeHtml(text ?? "")}</li>`)
    .join("");
  // No fill-time field: a person who fixes one field quickly must not be judged a script by the
  // clock. The honeypot stays (empty), off-screen with the site's own class.
  return `<section class="section"><div class="container">
<h1>${escapeHtml(heading)}</h1>
<p role="alert" class="message-error">${escapeHtml(message)}</p>
${other ? `<ul>${other}</ul>` : ""}
<form class="form-stack" method="post" action="/api/enquiries">
<input type="hidden" name="${PAGE_FIELD}" value="${value(PAGE_FIELD)}">
${fields}
<div class="visually-hidden" aria-hidden="true"><label for="enquiry-${HONEYPOT_FIELD}">Leave this field empty</label><input id="enquiry-${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off" value=""></div>
<button type="submit" class="button">Send message</button>
</form>
<p><a href="/">Back to the home page</a></p>
</div></section>`;
}
