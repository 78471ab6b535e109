import type { BlockNames } from "./block-names";

/**
 * The one template of a block: every file of its folder, named and filled in from its names. What
 * it writes is a small working block (a required heading and a rich-text introduction, where
 * editors may place inline claims) that passes typecheck, lint, Prettier and its own test as it
 * stands, so the engineer starts from green and changes one piece at a time.
 *
 * The files follow the block contract (docs/decisions/0009-one-block-contract.md): the manifest
 * says what the site needs, the schema is the studio's, the projection the page query's.
 */
export function blockTemplate(
  names: BlockNames,
  { script = false }: { script?: boolean } = {},
): { file: string; text: string }[] {
  const { type, folder, component, title } = names;
  const files: Record<string, string> = {
    "block.ts": `import { defineBlockManifest } from "../block-manifest";
import { ${type}Schema } from "./${folder}.schema";
import { ${type}Projection } from "./${folder}.query";

export const ${type}Block = defineBlockManifest({
  type: "${type}",
  schema: ${type}Schema,
  projection: ${type}Projection,
  required: ["title"],
  component: "${component}",
  loading: "with-page",${
    script
      ? `
  script: "on-interaction",`
      : ""
  }
});
`,
    "schema.ts": `import { defineBlock, sectionRichIntroField, sectionTitleField } from "../shared/define-block.schema";

/**
 * ${title}: a heading and an introduction. Its fields are the editor's: add one here, project it
 * in ${folder}.query.ts, show it in ${folder}.tsx, then run \`npm run typegen\`.
 */
export const ${type}Schema = defineBlock("${type}", "${title}", [sectionTitleField({ required: true }), sectionRichIntroField], {
  preview: { select: { title: "title" }, prepare: ({ title }) => ({ title: \`${title}: \${title ?? ""}\` }) },
});
`,
    "query.ts": `import { richTextFragment } from "../../content/fragments";

/** A field that references a document is followed here (\`claim->value\`), or the page shows nothing for it. */
export const ${type}Projection = /* groq */ \`_type == "${type}" => {
  title,
  intro[]\${richTextFragment}
}\` as const;
`,
    tsx: `import { useId } from "react";
import { RichText } from "../../components/rich-text";
import type { BlockProps } from "../types";

/** ${title}: its heading, then the editor's introduction (inline claims already resolved by the query). */
export function ${component}({ block }: BlockProps<"${type}">) {
  const headingId = useId();
  return (
${headedSection(folder, `        <RichText value={block.intro} className="prose" />`)}
  );
}
`,
    css: `/* Gathered into the page's first stylesheet by src/blocks/block-styles.ts: never import it from the component. */
.${folder} .prose {
  max-width: 52rem;
}
`,
    "fixture.ts": `import { plainText } from "../shared/plain-text.fixture";
import type { BlockOf } from "../types";

export const ${type}Fixture: BlockOf<"${type}"> = {
  _key: "${folder}-fixture",
  _type: "${type}",
  title: "${title}",
  intro: plainText("intro", "A few words under the heading."),
};
`,
    "test.tsx": `/** @vitest-environment jsdom */
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRouter } from "../../test/render";
import { ${component} } from "./${folder}";
import { ${type}Fixture } from "./${folder}.fixture";

describe("${component}", () => {
  it("shows its heading as a section of the page, with the introduction under it", () => {
    renderWithRouter(<${component} block={${type}Fixture} />);
    const section = screen.getByRole("region", { name: "${title}" });
    expect(within(section).getByText("A few words under the heading.")).toBeTruthy();
  });
});
`,
    ...(script ? scriptedPieces(names) : {}),
  };
  return Object.entries(files).map(([suffix, text]) => ({ file: `${folder}.${suffix}`, text }));
}

/**
 * The markup both components return (the plain one and the one with a script): the block's
 * section, headed by its title, with `body` (already indented to sit in it) under the heading.
 */
function headedSection(folder: string, body: string): string {
  return `    <section className="section ${folder}" aria-labelledby={headingId}>
      <div className="container">
        <h2 className="section__title" id={headingId}>
          {block.title}
        </h2>
${body}
      </div>
    </section>`;
}

/**
 * With \`--script\`, a block that does something in the browser: a button shows or hides the
 * introduction. The component does it with React for the drafts preview; its plain script does it
 * on public pages, over the prerendered markup (decision 0054), and has a test of its own.
 */
function scriptedPieces({ type, folder, component, title }: BlockNames): Record<string, string> {
  return {
    tsx: `import { useId, useState } from "react";
import { RichText } from "../../components/rich-text";
import type { BlockProps } from "../types";

/**
 * ${title}: its heading, a button that shows or hides the editor's introduction, and the
 * introduction. On a public page the button is ${folder}.script.ts; this serves the drafts preview.
 */
export function ${component}({ block }: BlockProps<"${type}">) {
  const headingId = useId();
  const [open, setOpen] = useState(true);
  return (
${headedSection(
  folder,
  `        {/* Without scripts the button could do nothing: CSS leaves it out, and the introduction shows. */}
        <button
          type="button"
          className="button needs-scripts"
          aria-expanded={open}
          aria-controls={\`\${headingId}-intro\`}
          onClick={() => setOpen(!open)}
        >
          {open ? "Hide the introduction" : "Show the introduction"}
        </button>
        <div id={\`\${headingId}-intro\`} hidden={!open}>
          <RichText value={block.intro} className="prose" />
        </div>`,
)}
  );
}
`,
    "script.ts": `import type { BlockScript } from "../types";

/** ${title} on a public page: the button shows or hides the introduction, as ${component} does in the preview. */
export const startBlockScript: BlockScript = (block) => {
  const button = block.querySelector<HTMLButtonElement>("button[aria-controls]");
  const intro = button && block.ownerDocument.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!button || !intro) return;
  button.addEventListener("click", () => {
    const open = button.getAttribute("aria-expanded") !== "true";
    button.setAttribute("aria-expanded", String(open));
    button.textContent = open ? "Hide the introduction" : "Show the introduction";
    intro.hidden = !open;
  });
};
`,
    "script.test.tsx": `/** @vitest-environment jsdom */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { startPrerenderedBlock } from "../../test/prerendered-block";
import { ${type}Fixture } from "./${folder}.fixture";

afterEach(() => document.body.replaceChildren());

describe("${title}'s plain script on a public page", () => {
  it("hides the introduction when the button is pressed, and shows it again", async () => {
    await startPrerenderedBlock(${type}Fixture);
    const button = () => screen.getByRole("button", { name: /the introduction$/ });
    const intro = () => document.getElementById(button().getAttribute("aria-controls") ?? "")!;
    expect(intro().hidden).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Hide the introduction" }));
    expect(intro().hidden).toBe(true);
    expect(button().getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(screen.getByRole("button", { name: "Show the introduction" }));
    expect(intro().hidden).toBe(false);
  });
});
`,
  };
}
