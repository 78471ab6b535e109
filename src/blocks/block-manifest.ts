import type { ObjectDefinition } from "sanity";
import type { BlockScriptStart, BlockType, RequiredFieldsOf } from "./types";

/**
 * How a block's code reaches the browser:
 * - `with-page`: bundled with the page's route module. For small blocks most pages use (many tiny
 *   chunks would compress worse than one).
 * - `own-chunk`: a chunk of its own, downloaded only by pages that show the block, before they
 *   render. For blocks with much code or on few pages.
 * - `when-seen`: its own chunk, downloaded when the visitor nears or uses the block, not before the
 *   page hydrates; its prerendered markup must work meanwhile (decision 0014).
 */
type BlockLoading = "with-page" | "own-chunk" | "when-seen";

/**
 * Everything the site and the studio need to know about one block, in its own folder
 * (`src/blocks/<folder>/<folder>.block.ts`), collected by the one list in `blocks.ts`.
 *
 * The site never imports a manifest (the schema pulls in `sanity`): `npm run typegen` writes what
 * the site reads from them into `generated/`.
 */
export interface BlockManifest<Type extends BlockType = BlockType> {
  /** The `_type` editors' content carries; the folder is its kebab-case form (`pricingTable` → `pricing-table/`). */
  type: Type;
  /** The Sanity object type the studio offers (`<folder>.schema.ts`). */
  schema: ObjectDefinition & { name: Type };
  /**
   * The GROQ projection, `_type == "<type>" => {…}`, exported as `<type>Projection` by
   * `<folder>.query.ts` (the page query imports it from there, so the site never loads a manifest).
   */
  projection: string;
  /**
   * Set on a block that holds other blocks (tabs): its projection projects its children with
   * `leafBlockProjections` (`generated/leaf-blocks.query.ts`), which lists every other block.
   */
  holdsBlocks?: true;
  /** The fields it cannot render without: a block missing one is left out of the page and named in the build log. */
  required: RequiredFieldsOf<Type>;
  /** The component, exported by `<folder>.tsx` under this name and typed `BlockProps<"<type>">`. */
  component: string;
  loading: BlockLoading;
  /**
   * Set on a block that does something in the visitor's browser (a form, tabs, a filter): on a
   * public page that is the job of `<folder>.script.ts`, a plain script over the prerendered markup
   * that exports `startBlockScript` (`BlockScript` in types.ts), and this says when it starts. The
   * component's own handlers serve the drafts preview, which runs React. A block without it is
   * markup only there; the block test fails if its component handles events.
   */
  script?: BlockScriptStart;
}

/** Any one block's manifest. */
export type AnyBlockManifest = { [Type in BlockType]: BlockManifest<Type> }[BlockType];

/** Types a manifest against its block's TypeGen shape: a misspelt required field fails typecheck. */
export function defineBlockManifest<Type extends BlockType>(manifest: BlockManifest<Type>): BlockManifest<Type> {
  return manifest;
}

/** Folders under src/blocks that hold no block: shared pieces, generated code, the preview's block editing. */
export const NOT_BLOCK_FOLDERS: ReadonlySet<string> = new Set(["shared", "generated", "editing"]);

/** The folder (and file prefix) of a block type: `pricingTable` → `pricing-table`. */
export function blockFolder(type: string): string {
  return type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
