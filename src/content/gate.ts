import {
  emailAddressProblem,
  linkProblem,
  redirectFromProblem,
  redirectToProblem,
  routePathProblem,
  siteUrlProblem,
  slugProblem,
  socialProfileProblem,
} from "../lib/addresses/address-rules";
import { shapeProblems } from "./schema-shape";

/** One reason a document is kept out of the build. */
export interface GateFinding {
  id: string;
  type: string;
  /** The rule it broke, in an editor's words, with the field. */
  rule: string;
  /** It would break routing or redirects: the build stops rather than publish without it. */
  fatal: boolean;
  /** The field it is about (`social.facebook`, `blocks[2].days`), when it is about one. */
  path?: string;
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

const describeFinding = ({ id, type, rule }: GateFinding) => `  ${id} (${type}): ${rule}`;

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
function linkAddresses(value: unknown, at: string, found: Array<[string, unknown]> = []): Array<[string, unknown]> {
  // A plain recursion into one list (not a generator): it walks every value of every document in
  // every build, and the paths are only spelled out where a link is found.
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const item: unknown = value[index];
      if (typeof item === "object" && item !== null) linkAddresses(item, `${at}[${index}]`, found);
    }
    return found;
  }
  if (typeof value !== "object" || value === null) return found;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const child = (value as Record<string, unknown>)[key];
    if (LINK_FIELDS.has(key)) found.push([at ? `${at}.${key}` : key, child]);
    else if (typeof child === "object" && child !== null) linkAddresses(child, at ? `${at}.${key}` : key, found);
  }
  return found;
}

/**
 * Documents every page shows (header, footer, canonical links): leaving one out would leave no site
 * to build, so a bad address of theirs is left out instead, and the rest of the document is used.
 */
const SINGLETON_TYPES = new Set(["siteSettings", "companyContact"]);

/** What is wrong with one document, by the same rules the studio applies; empty when it may be built. */
export function checkDocument(document: GatedDocument): GateFinding[] {
  const findings: GateFinding[] = [];
  const refuse = (rule: string, fatal = false, path?: string) =>
    findings.push({ id: document._id, type: document._type, rule, fatal, ...(path ? { path } : {}) });
  const { _type: type } = document;

  // Every value must be of the type the schema gives it: text where text is stored, a number where a
  // number is. Only the value (or the list item holding it, a block say) is left out, as the
  // renderer leaves out a malformed block; the document is kept if what is left passes.
  for (const { path, problem } of shapeProblems(document)) refuse(`${path} ${problem}.`, false, path);

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
    // A bad link in a page's copy takes the page out: publishing the copy without it could mislead.
    if (problem)
      refuse(`${field} ${JSON.stringify(href ?? null)}: ${problem}`, false, SINGLETON_TYPES.has(type) ? field : undefined);
  }
  if (type === "companyContact") {
    const { email, social } = document;
    const emailProblem = typeof email === "string" ? emailAddressProblem(email) : undefined;
    if (emailProblem) refuse(`email ${JSON.stringify(email)}: ${emailProblem}`, false, "email");
    if (typeof social === "object" && social !== null)
      for (const [network, address] of Object.entries(social)) {
        if (network.startsWith("_") || typeof address !== "string") continue;
        const problem = socialProfileProblem(address);
        if (problem) refuse(`social.${network} ${JSON.stringify(address)}: ${problem}`, false, `social.${network}`);
      }
  }
  if (type === "siteSettings" && typeof document.siteUrl === "string") {
    // Every canonical link and the sitemap are built from it: the build stops rather than point them elsewhere.
    const problem = siteUrlProblem(document.siteUrl);
    if (problem) refuse(`siteUrl ${JSON.stringify(document.siteUrl)}: ${problem}`, true, "siteUrl");
  }
  return findings;
}

/**
 * The document without the fields the findings name: for a path inside a list (`mainNavigation[2].href`)
 * the whole list item goes, since a menu item or block without its address or figure is not whole.
 */
function withoutFields<Document extends GatedDocument>(document: Document, paths: readonly string[]): Document {
  const copy = structuredClone(document) as Record<string, unknown>;
  for (const path of paths) {
    const steps = path.match(/[^.[\]]+|\[\d+\]/g) ?? [];
    const cut = steps.findIndex((step) => step.startsWith("["));
    const kept = cut === -1 ? steps : steps.slice(0, cut + 1);
    let parent: unknown = copy;
    for (const step of kept.slice(0, -1)) {
      parent = step.startsWith("[")
        ? (parent as unknown[])[Number(step.slice(1, -1))]
        : (parent as Record<string, unknown>)[step];
      if (typeof parent !== "object" || parent === null) break;
    }
    const last = kept.at(-1);
    if (typeof parent !== "object" || parent === null || last === undefined) continue;
    if (last.startsWith("[") && Array.isArray(parent)) parent[Number(last.slice(1, -1))] = undefined;
    else delete (parent as Record<string, unknown>)[last];
  }
  const compact = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.filter((item) => item !== undefined).map(compact)
      : typeof value === "object" && value !== null
        ? Object.fromEntries(Object.entries(value).map(([key, child]) => [key, compact(child)]))
        : value;
  return compact(copy) as Document;
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
  const kept: Document[] = [];
  for (const document of documents) {
    const findings = checkDocument(document);
    if (findings.length === 0) {
      kept.push(document);
      continue;
    }
    refused.set(document._id, findings);
    if (findings.some((finding) => !finding.path)) continue;
    const repaired = withoutFields(document, [...new Set(findings.map((finding) => finding.path!))]);
    // What is left must pass on its own (a required field may have gone with the bad one).
    if (checkDocument(repaired).length === 0) kept.push(repaired);
  }
  const fatal = [...refused.values()].flat().filter((finding) => finding.fatal);
  if (fatal.length) throw new ContentGateError(fatal);
  for (const [id, findings] of refused) {
    const partly = kept.some((document) => document._id === id);
    log(
      `Left out of the build${partly ? " (these fields only; the rest of the document is used)" : ""}:\n${findings.map(describeFinding).join("\n")}`,
    );
  }
  return kept;
}
