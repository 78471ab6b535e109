import type { KeyFactory } from "./keys";

/**
 * Converts legacy copy into Portable Text. Legacy strings use `[text](href)`, `**bold**` and
 * `{{claim:KEY}}`; legacy HTML (some FAQs, persona pages) uses p, ul/ol/li, a, strong/b, em/i, br,
 * h3/h4. Anything else is dropped as markup and kept as text, so no raw HTML reaches the page.
 */

export interface Span { _type: "span"; _key: string; text: string; marks: string[] }
export interface ClaimRef { _type: "claimReference"; _key: string; claim: { _type: "reference"; _ref: string } }
export interface MarkDef { _type: "link"; _key: string; href: string }
export interface TextBlock {
  _type: "block";
  _key: string;
  style: "normal" | "h2" | "h3" | "h4";
  listItem?: "bullet" | "number";
  level?: number;
  markDefs: MarkDef[];
  children: (Span | ClaimRef)[];
}

export type ClaimResolver = (key: string) => string;

interface InlineContext {
  key: KeyFactory;
  claimId: ClaimResolver;
  markDefs: MarkDef[];
}

const INLINE_TOKEN = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\{\{claim:([a-z0-9-]+)\}\}/g;

/** Inline markup of one run of text → spans and claim references, with the marks given. */
function inlineChildren(text: string, marks: string[], context: InlineContext): (Span | ClaimRef)[] {
  const children: (Span | ClaimRef)[] = [];
  const pushText = (value: string, extra: string[] = []) => {
    if (value) children.push({ _type: "span", _key: context.key(), text: value, marks: [...marks, ...extra] });
  };
  let last = 0;
  for (const match of text.matchAll(INLINE_TOKEN)) {
    pushText(text.slice(last, match.index));
    const [, linkText, href, bold, claimKey] = match;
    if (linkText && href) {
      const markKey = context.key();
      context.markDefs.push({ _type: "link", _key: markKey, href });
      children.push(...inlineChildren(linkText, [...marks, markKey], context));
    } else if (bold) {
      children.push(...inlineChildren(bold, [...marks, "strong"], context));
    } else if (claimKey) {
      children.push({ _type: "claimReference", _key: context.key(), claim: { _type: "reference", _ref: context.claimId(claimKey) } });
    }
    last = (match.index ?? 0) + match[0].length;
  }
  pushText(text.slice(last));
  return children;
}

function block(children: (Span | ClaimRef)[], markDefs: MarkDef[], key: KeyFactory, style: TextBlock["style"] = "normal", listItem?: TextBlock["listItem"]): TextBlock {
  return {
    _type: "block",
    _key: key(),
    style,
    ...(listItem ? { listItem, level: 1 } : {}),
    markDefs,
    children: children.length ? children : [{ _type: "span", _key: key(), text: "", marks: [] }],
  };
}

/** One paragraph of legacy copy. */
export function paragraph(text: string, key: KeyFactory, claimId: ClaimResolver, style: TextBlock["style"] = "normal", listItem?: TextBlock["listItem"]): TextBlock {
  const markDefs: MarkDef[] = [];
  return block(inlineChildren(text, [], { key, claimId, markDefs }), markDefs, key, style, listItem);
}

export function paragraphs(texts: readonly string[], key: KeyFactory, claimId: ClaimResolver): TextBlock[] {
  return texts.map((text) => paragraph(text, key, claimId));
}

export function bullets(texts: readonly string[], key: KeyFactory, claimId: ClaimResolver, listItem: "bullet" | "number" = "bullet"): TextBlock[] {
  return texts.map((text) => paragraph(text, key, claimId, "normal", listItem));
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", rsquo: "’", lsquo: "‘", ldquo: "“", rdquo: "”", ndash: "–", mdash: "—", hellip: "…", pound: "£" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Legacy HTML → Portable Text. Plain text (no tags) is treated as one paragraph. */
export function htmlToPortableText(html: string, key: KeyFactory, claimId: ClaimResolver): TextBlock[] {
  const blocks: TextBlock[] = [];
  const listStack: ("bullet" | "number")[] = [];
  const activeMarks: string[] = [];
  let current: { children: (Span | ClaimRef)[]; markDefs: MarkDef[]; style: TextBlock["style"]; listItem?: "bullet" | "number" } | undefined;

  const open = (style: TextBlock["style"] = "normal", listItem?: "bullet" | "number") => {
    flush();
    current = { children: [], markDefs: [], style, listItem };
  };
  const flush = () => {
    if (!current) return;
    // Collapse whitespace the way a browser would, then drop empty blocks.
    const children = current.children.filter((child) => child._type !== "span" || child.text !== "");
    if (children.some((child) => child._type === "claimReference" || child.text.trim())) {
      const first = children[0];
      const lastChild = children[children.length - 1];
      if (first?._type === "span") first.text = first.text.replace(/^\s+/, "");
      if (lastChild?._type === "span") lastChild.text = lastChild.text.replace(/\s+$/, "");
      blocks.push(block(children, current.markDefs, key, current.style, current.listItem));
    }
    current = undefined;
  };

  const tokens = html.split(/(<[^>]+>)/g);
  for (const token of tokens) {
    if (!token) continue;
    const tag = /^<\s*(\/)?\s*([a-z0-9]+)([^>]*)>$/i.exec(token);
    if (!tag) {
      const text = decodeEntities(token).replace(/\s+/g, " ");
      if (!text.trim() && !current) continue;
      if (!current) open("normal", undefined);
      current!.children.push(...inlineChildren(text, [...activeMarks], { key, claimId, markDefs: current!.markDefs }));
      continue;
    }
    const [, closing, rawName, attributes] = tag;
    const name = rawName!.toLowerCase();
    if (name === "p" || name === "h3" || name === "h4") {
      if (closing) flush();
      else open(name === "p" ? "normal" : name);
    } else if (name === "ul" || name === "ol") {
      flush();
      if (closing) listStack.pop();
      else listStack.push(name === "ul" ? "bullet" : "number");
    } else if (name === "li") {
      if (closing) flush();
      else open("normal", listStack[listStack.length - 1] ?? "bullet");
    } else if (name === "strong" || name === "b" || name === "em" || name === "i") {
      const mark = name === "strong" || name === "b" ? "strong" : "em";
      if (closing) activeMarks.splice(activeMarks.lastIndexOf(mark), 1);
      else activeMarks.push(mark);
    } else if (name === "a") {
      if (closing) {
        activeMarks.pop();
      } else {
        const href = /href\s*=\s*"([^"]*)"/i.exec(attributes ?? "")?.[1];
        if (!current) open();
        const markKey = key();
        current!.markDefs.push({ _type: "link", _key: markKey, href: decodeEntities(href ?? "/") });
        activeMarks.push(markKey);
      }
    } else if (name === "br") {
      if (current) current.children.push({ _type: "span", _key: key(), text: "\n", marks: [...activeMarks] });
    }
    // Any other tag is dropped; its text content is kept.
  }
  flush();
  return blocks;
}
