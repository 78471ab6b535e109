/**
 * Only the import-style rule of eslint.config.js, without type information, so that
 * `npm run fix:imports` rewrites every relative import to the one style in seconds rather than
 * running all of lint (which would fix the same). Patterns are read from the working folder.
 */
import full from "../../eslint.config.js";
import tseslint from "typescript-eslint";

const importStyle = full.filter((block) => block.rules && "import-x/extensions" in block.rules);
export default [
  { ignores: full[0].ignores },
  // The other rules are off here, so their disable comments look unused: --fix must keep them.
  { linterOptions: { reportUnusedDisableDirectives: "off" } },
  // Every plugin, so the code's disable comments name rules that exist; none of their rules is on.
  { plugins: Object.assign({}, ...full.map((block) => block.plugins ?? {})) },
  { files: ["**/*.{ts,tsx}"], languageOptions: { parser: tseslint.parser } },
  ...importStyle,
];
