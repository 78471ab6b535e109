import { ENQUIRY_FIELDS, type SubmissionErrors } from "../lib/enquiry-rules";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const LABELS = { name: "Name", email: "Email", phone: "Phone", message: "Message" } as const;

/**
 * What a visitor sees when the form was posted without JavaScript and something needs fixing:
 * the messages, and the form again with everything they typed, so nothing is lost.
 */
export function enquiryErrorPage({
  values,
  errors,
  message,
  stylesheets,
}: {
  values: Record<string, unknown>;
  errors: SubmissionErrors;
  message: string;
  stylesheets: readonly string[];
}): string {
  const value = (field: string) => (typeof values[field] === "string" ? escapeHtml(values[field]) : "");
  const fields = ENQUIRY_FIELDS.map((field) => {
    const error = errors[field];
    const described = error ? ` aria-invalid="true" aria-describedby="${field}-error"` : "";
    const input =
      field === "message"
        ? `<textarea id="${field}" name="${field}" rows="6"${described}>${value(field)}</textarea>`
        : `<input id="${field}" name="${field}" type="${field === "email" ? "email" : field === "phone" ? "tel" : "text"}" value="${value(field)}"${described}>`;
    return `<div class="field"><label for="${field}">${LABELS[field]}${field === "phone" ? "" : " *"}</label>${input}${
      error ? `<p id="${field}-error" class="field__error">${escapeHtml(error)}</p>` : ""
    }</div>`;
  }).join("\n");
  const other = Object.entries(errors)
    .filter(([field]) => !(ENQUIRY_FIELDS as readonly string[]).includes(field))
    .map(([field, text]) => `<li>${escapeHtml(field)}: ${escapeHtml(text ?? "")}</li>`)
    .join("");
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Please check your enquiry</title>
${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("\n")}
</head>
<body>
<main id="main" class="container section">
<h1>Please check your enquiry</h1>
<p role="alert" class="message-error">${escapeHtml(message)}</p>
${other ? `<ul>${other}</ul>` : ""}
<form class="form-stack" method="post" action="/api/enquiries">
${fields}
<input type="hidden" name="page" value="${value("page")}">
<button type="submit" class="button">Send message</button>
</form>
<p><a href="/">Back to the home page</a></p>
</main>
</body>
</html>`;
}
