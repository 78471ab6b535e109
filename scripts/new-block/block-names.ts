/**
 * The names one block goes by, all from the one the engineer typed (`stat-band` or `statBand`):
 * folder `stat-band/`, `_type` `statBand`, component `StatBandBlock` (the naming rule in
 * docs/blocks.md, "Put it on a page").
 */
export interface BlockNames {
  /** The `_type` editors' content carries: `statBand`. */
  type: string;
  /** The folder and the prefix of every file in it: `stat-band`. */
  folder: string;
  /** The component `<folder>.tsx` exports: `StatBandBlock`. */
  component: string;
  /** What editors see in the studio's "Add item" menu: `Stat band`. */
  title: string;
}

const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z][a-z0-9]*)*$/;
const CAMEL = /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)*$/;

/** The names of a block, or a message saying why the typed name cannot be one. */
export function blockNames(typed: string): BlockNames | string {
  const name = typed.trim();
  if (!KEBAB.test(name) && !CAMEL.test(name))
    return `"${typed}" is not a block name: use lowercase words joined by hyphens (stat-band) or camelCase (statBand), starting with a letter.`;
  const type = name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
  const words = type.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
  return {
    type,
    folder: type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
    component: `${type[0]!.toUpperCase()}${type.slice(1)}Block`,
    title: `${words[0]!.toUpperCase()}${words.slice(1)}`,
  };
}
