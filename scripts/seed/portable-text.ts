import type { KeyFactory } from "./keys";

/**
 * Converts legacy copy into Portable Text. Legacy strings use `[text](href)`, `**bold**` and
 * `{{claim:KEY}}`; legacy HTML (some FAQs, persona pages) uses p, ul/ol/li, a, strong/b, em/i, br,
 * h3/h4. Anything else is dropped as markup and kept as text, so no raw HTML reaches the page.
 */

export interface Span {
  _type: "span";
  _key: string;
  text: string;
  marks: string[];
}
export interface ClaimRef {
  _type: "claimReference";
  _key: string;
  claim: { _type: "reference"; _ref: string };
}
export interface TurnaroundRef {
  _type: "turnaroundReference";
  _key: string;
  service: { _type: "reference"; _ref: string };
  show: "days" | "fromDays";
}
type InlineChild = Span | ClaimRef | TurnaroundRef;
interface MarkDef {
  _type: "link";
  _key: string;
  href: string;
}
type TextStyle = "normal" | "h2" | "h3" | "h4";

/** A text block; its styles narrow to what the target field's schema allows (h2 in article bodies only). */
export interface TextBlock<Style extends TextStyle = "normal" | "h3" | "h4"> {
  _type: "block";
  _key: string;
  style: Style;
  listItem?: "bullet" | "number";
  level?: number;
  markDefs: MarkDef[];
  children: InlineChild[];
}

/** Turns copy tokens into document ids; unknown keys stop the seed rather than shipping a gap. */
export interface ReferenceResolver {
  claimId(key: string): string;
  serviceId(path: string): string;
}

interface InlineContext {
  key: KeyFactory;
  refs: ReferenceResolver;
  markDefs: MarkDef[];
}

const INLINE_TOKEN =
  /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\{\{claim:([a-z0-9-]+)\}\}|\{\{turnaround(-from)?:(\/[a-z0-9/-]+)\}\}/g;

/**
 * Inline markup of one run of text → spans, claim references and turnaround references, with the
 * marks given. `{{turnaround:/services/x}}` shows that service's turnaround days ("14 days") and
 * `{{turnaround-from:/services/x}}` its fastest delivery, so copy never restates a turnaround.
 */
function inlineChildren(text: string, marks: string[], context: InlineContext): InlineChild[] {
  const children: InlineChild[] = [];
  const pushText = (value: string, extra: string[] = []) => {
    if (value) children.push({ _type: "span", _key: context.key(), text: value, marks: [...marks, ...extra] });
  };
  let last = 0;
  for (const match of text.matchAll(INLINE_TOKEN)) {
    pushText(text.slice(last, match.index));
    const [, linkText, href, bold, claimKey, fromDays, servicePath] = match;
    if (linkText && href) {
      const markKey = context.key();
      context.markDefs.push({ _type: "link", _key: markKey, href });
      children.push(...inlineChildren(linkText, [...marks, markKey], context));
    } else if (bold) {
      children.push(...inlineChildren(bold, [...marks, "strong"], context));
    } else if (claimKey) {
      children.push({
        _type: "claimReference",
        _key: context.key(),
        claim: { _type: "reference", _ref: context.refs.claimId(claimKey) },
      });
    } else if (servicePath) {
      children.push({
        _type: "turnaroundReference",
        _key: context.key(),
        service: { _type: "reference", _ref: context.refs.serviceId(servicePath) },
        show: fromDays ? "fromDays" : "days",
      });
    }
    last = (match.index ?? 0) + match[0].length;
  }
  pushText(text.slice(last));
  return children;
}

function block<Style extends TextStyle>(
  children: InlineChild[],
  markDefs: MarkDef[],
  key: KeyFactory,
  style: Style,
  listItem?: TextBlock["listItem"],
): TextBlock<Style> {
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
export function paragraph<Style extends TextStyle = "normal">(
  text: string,
  key: KeyFactory,
  refs: ReferenceResolver,
  style: Style = "normal" as Style,
  listItem?: TextBlock["listItem"],
): TextBlock<Style> {
  const markDefs: MarkDef[] = [];
  return block(inlineChildren(text, [], { key, refs, markDefs }), markDefs, key, style, listItem);
}

export function paragraphs(texts: readonly string[], key: KeyFactory, refs: ReferenceResolver): TextBlock<"normal">[] {
  return texts.map((text) => paragraph(text, key, refs));
}

export function bullets(
  texts: readonly string[],
  key: KeyFactory,
  refs: ReferenceResolver,
  listItem: "bullet" | "number" = "bullet",
): TextBlock<"normal">[] {
  return texts.map((text) => paragraph(text, key, refs, "normal", listItem));
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  rsquo: "’",
  lsquo: "‘",
  ldquo: "“",
  rdquo: "”",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  pound: "£",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const BLOCK_BOUNDARY_TAGS = new Set([
  "div",
  "section",
  "article",
  "header",
  "footer",
  "blockquote",
  "pre",
  "figure",
  "figcaption",
  "table",
  "thead",
  "tbody",
  "tr",
  "td",
  "th",
  "dl",
  "dt",
  "dd",
  "h1",
  "h2",
  "h5",
  "h6",
  "hr",
]);

/**
 * Collapses whitespace across a block's spans as a browser would: one space between words however
 * the tags split them, none at the block's edges, no empty spans. Line breaks from <br> stay.
 */
function collapseWhitespace(children: InlineChild[]): InlineChild[] {
  let afterSpace = true; // the start of a block behaves like a preceding space
  for (const child of children) {
    if (child._type !== "span") {
      afterSpace = false;
      continue;
    }
    if (afterSpace) child.text = child.text.replace(/^ +/, "");
    if (child.text) afterSpace = / $|\n$/.test(child.text);
  }
  const kept = children.filter((child) => child._type !== "span" || child.text !== "");
  const last = kept[kept.length - 1];
  if (last?._type === "span") last.text = last.text.replace(/ +$/, "");
  return kept.filter((child) => child._type !== "span" || child.text !== "");
}

/** Legacy HTML → Portable Text. Plain text (no tags) is treated as one paragraph. */
export function htmlToPortableText(html: string, key: KeyFactory, refs: ReferenceResolver): TextBlock[] {
  const blocks: TextBlock[] = [];
  const listStack: ("bullet" | "number")[] = [];
  const activeMarks: string[] = [];
  let current:
    { children: InlineChild[]; markDefs: MarkDef[]; style: TextBlock["style"]; listItem?: "bullet" | "number" } | undefined;

  const open = (style: TextBlock["style"] = "normal", listItem?: "bullet" | "number") => {
    flush();
    current = { children: [], markDefs: [], style, listItem };
  };
  const flush = () => {
    if (!current) return;
    const children = collapseWhitespace(current.children);
    if (children.some((child) => child._type !== "span" || child.text.trim())) {
      blocks.push(block(children, current.markDefs, key, current.style, current.listItem));
    }
    current = undefined;
  };

  // Comments and declarations are never content.
  const tokens = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<![^>]*>/g, "")
    .split(/(<[^>]+>)/g);
  for (const token of tokens) {
    if (!token) continue;
    const tag = /^<\s*(\/)?\s*([a-z0-9]+)([^>]*)>$/i.exec(token);
    if (!tag) {
      // Decode after collapsing, so a non-breaking space (&nbsp;) survives as one.
      const text = decodeEntities(token.replace(/[ \t\r\n\f]+/g, " "));
      if (!text.trim() && !current) continue;
      if (!current) open("normal", undefined);
      current!.children.push(...inlineChildren(text, [...activeMarks], { key, refs, markDefs: current!.markDefs }));
      continue;
    }
    const [, closing, rawName, attributes] = tag;
    const name = rawName!.toLowerCase();
    if (name === "p" || name === "h3" || name === "h4") {
      if (closing) flush();
      else open(name === "p" ? "normal" : name);
    } else if (BLOCK_BOUNDARY_TAGS.has(name)) {
      // Other block-level elements end the current block, so their words never run together.
      flush();
    } else if (name === "ul" || name === "ol") {
      flush();
      if (closing) listStack.pop();
      else listStack.push(name === "ul" ? "bullet" : "number");
    } else if (name === "li") {
      if (closing) flush();
      else open("normal", listStack[listStack.length - 1] ?? "bullet");
    } else if (name === "strong" || name === "b" || name === "em" || name === "i") {
      const mark = name === "strong" || name === "b" ? "strong" : "em";
      const index = activeMarks.lastIndexOf(mark);
      if (!closing) activeMarks.push(mark);
      else if (index >= 0) activeMarks.splice(index, 1); // a stray closing tag changes nothing
    } else if (name === "a") {
      if (closing) {
        const linkIndex = activeMarks.findLastIndex((mark) => mark !== "strong" && mark !== "em");
        if (linkIndex >= 0) activeMarks.splice(linkIndex, 1);
      } else {
        const quoted = /href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes ?? "");
        const href = quoted?.[1] ?? quoted?.[2] ?? quoted?.[3];
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
