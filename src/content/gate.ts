import { linkProblem, redirectFromProblem, redirectToProblem, routePathProblem, slugProblem } from "../lib/address-rules";

/** One reason a document is kept out of the build. */
export interface GateFinding {
  id: string;
  type: string;
  /** The rule it broke, in an editor's words, with the field. */
  rule: string;
  /** It would break routing or redirects: the build stops rather than publish without it. */
  fatal: boolean;
}

interface GatedDocument {
  _id: string;
  _type: string;
  [key: string]: unknown;
}

/** The content gate's refusal of documents that would break routing or redirects. */
export class ContentGateError extends Error {
  override name = "ContentGateError";
  constructor(readonly findings: GateFinding[]) {
    super(
      `The build stopped: ${findings.length === 1 ? "a document" : `${findings.length} documents`} would break the site's addresses.\n${findings.map(describeFinding).join("\n")}`,
    );
  }
}

export const describeFinding = ({ id, type, rule }: GateFinding) => `  ${id} (${type}): ${rule}`;

const isText = (value: unknown) => typeof value === "string" && value.trim() !== "";
const isFilledList = (value: unknown) => Array.isArray(value) && value.length > 0;
const slugOf = (value: unknown) =>
  typeof value === "object" && value !== null ? (value as { current?: unknown }).current : undefined;

/** Fields a document of each routed type cannot be published without (the studio marks them required). */
export const REQUIRED_FIELDS: Record<string, Record<string, (value: unknown) => boolean>> = {
  page: { title: isText, seo: (value) => typeof value === "object" && value !== null, blocks: isFilledList },
  service: { title: isText, seo: (value) => typeof value === "object" && value !== null, blocks: isFilledList },
  personaPage: { heading: isText, seo: (value) => typeof value === "object" && value !== null, blocks: isFilledList },
  article: { title: isText, body: isFilledList },
  teamMember: { firstName: isText, lastName: isText },
};

/** Types served at their own `path`, and those served at a path built from their slug. */
const ROUTED_BY_PATH = new Set(["page", "service", "personaPage"]);
const ROUTED_BY_SLUG = new Set(["article", "teamMember"]);

/** The fields that hold an address a visitor can follow. */
const LINK_FIELDS = new Set(["href", "orderUrl", "bookingUrl"]);

/** Every link address anywhere in a document: link objects, menu items, rich-text link marks, order and booking links. */
function* linkAddresses(value: unknown, at: string): Generator<[string, unknown]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* linkAddresses(item, `${at}[${index}]`);
    return;
  }
  if (typeof value !== "object" || value === null) return;
  for (const [key, child] of Object.entries(value)) {
    if (LINK_FIELDS.has(key)) yield [at ? `${at}.${key}` : key, child];
    else yield* linkAddresses(child, at ? `${at}.${key}` : key);
  }
}

/** What is wrong with one document, by the same rules the studio applies; empty when it may be built. */
export function checkDocument(document: GatedDocument): GateFinding[] {
  const findings: GateFinding[] = [];
  const refuse = (rule: string, fatal = false) => findings.push({ id: document._id, type: document._type, rule, fatal });
  const { _type: type } = document;

  if (ROUTED_BY_PATH.has(type)) {
    const path = slugOf(document.path);
    const problem = typeof path === "string" ? routePathProblem(path) : "Every page needs an address.";
    if (problem) refuse(`path ${JSON.stringify(path ?? null)}: ${problem}`, true);
  }
  if (ROUTED_BY_SLUG.has(type)) {
    const slug = slugOf(document.slug);
    const problem = typeof slug === "string" ? slugProblem(slug) : "A slug is required.";
    if (problem) refuse(`slug ${JSON.stringify(slug ?? null)}: ${problem}`, true);
  }
  if (type === "redirect") {
    const { from, to } = document;
    const fromProblem = typeof from === "string" ? redirectFromProblem(from) : "Required.";
    const toProblem = typeof to === "string" ? redirectToProblem(to) : "Required.";
    if (fromProblem) refuse(`from ${JSON.stringify(from ?? null)}: ${fromProblem}`, true);
    if (toProblem) refuse(`to ${JSON.stringify(to ?? null)}: ${toProblem}`, true);
  }
  for (const [field, isPresent] of Object.entries(REQUIRED_FIELDS[type] ?? {}))
    if (!isPresent(document[field])) refuse(`${field} is required.`);
  for (const [field, href] of linkAddresses(document, "")) {
    const problem = typeof href === "string" ? linkProblem(href) : "A link needs an address.";
    if (problem) refuse(`${field} ${JSON.stringify(href ?? null)}: ${problem}`);
  }
  return findings;
}

/**
 * The one gate between content and the build: every document is checked before anything is
 * rendered or turned into a file, a path or a redirect. A bad document is left out, named in the
 * build log; one that would break routing or redirects stops the build.
 */
export function gateDocuments<Document extends GatedDocument>(
  documents: readonly Document[],
  log: (line: string) => void = (line) => console.warn(line),
): Document[] {
  const refused = new Map<string, GateFinding[]>();
  for (const document of documents) {
    const findings = checkDocument(document);
    if (findings.length) refused.set(document._id, findings);
  }
  const fatal = [...refused.values()].flat().filter((finding) => finding.fatal);
  if (fatal.length) throw new ContentGateError(fatal);
  for (const findings of refused.values()) log(`Left out of the build:\n${findings.map(describeFinding).join("\n")}`);
  return documents.filter((document) => !refused.has(document._id));
}
