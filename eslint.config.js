import process from "node:process";
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { viteConfigModules } from "./scripts/lint/vite-config-modules.js";

/**
 * The server's folders, top down: each may import those after it, never one before
 * (`src/server/README.md` says what each owns).
 */
function serverLayers() {
  return [
    "server-site",
    "server-publish",
    "server-preview",
    "server-release",
    "server-enquiries",
    "server-rendering",
    "server-http",
  ];
}

/** Every layer of the site (`src/`), for the top folders that may import any of it. */
const siteLayers = [
  "app",
  "routes",
  "islands",
  "screens",
  "templates",
  "blocks",
  "components",
  "content",
  "cms",
  ...serverLayers(),
  "api",
  "state",
  "lib",
  "generated",
];

const importXSettings = {
  "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
  "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
  "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
};

/** vite.config.ts and the modules Node loads with it (scripts/lint/vite-config-modules.js). */
const viteConfigFiles = viteConfigModules(import.meta.dirname);

const fullConfig = tseslint.config(
  {
    ignores: [
      "build/",
      "build-releases/",
      "build-preview/",
      "build-preview-tests/",
      ".react-router/",
      "studio/dist/",
      "studio/.sanity/",
      // `npm run check:types` writes its scratch types here, while lint may be running beside it.
      "studio/.typegen-check-*/",
      "node_modules/",
      "src/content/generated/",
      "src/api/mock/public/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // A function longer than a screen or two does several jobs: split it into named helpers (or,
    // for a component, sub-components and hooks), each with one. Nested functions count toward the
    // function around them. Tests are left out: a test reads best as one story, fixtures and all.
    files: ["**/*.{ts,tsx,js,mjs}"],
    ignores: ["**/*.test.{ts,tsx}", "src/test/**", "**/test-*.ts"],
    rules: {
      "max-lines-per-function": ["error", { max: 100, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },
  {
    // The site bundle never imports the studio's schemas (they pull in all of `sanity`), nor the
    // block manifests that hold them: it reads what `npm run typegen` writes from them.
    files: ["src/**/*.{ts,tsx}"],
    ignores: [
      "src/blocks/blocks.ts",
      "src/blocks/block-manifest.ts",
      "src/blocks/**/*.block.ts",
      "src/**/*.schema.ts",
      "src/**/*.test.{ts,tsx}",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "sanity", message: "Only schemas/, studio/ and *.schema.ts files import sanity." }],
          patterns: [
            { group: ["**/*.schema", "**/schemas", "../../schemas/*"], message: "Block schemas stay out of the site bundle." },
            {
              regex: "(\\.block|/blocks|/block-manifest)$",
              message:
                "Block manifests stay out of the site bundle: import what `npm run typegen` writes in src/blocks/generated/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Blocks and templates get data prepareBlocks has already checked: a fallback for a field the
    // contract guarantees is dead code that hides a broken contract. The one rule here that needs
    // the types; the other type-aware rules run in oxlint (.oxlintrc.json), which checks them with
    // TypeScript's native compiler in a fifth of the time (decision 0043). Oxlint has no such rule.
    files: ["src/blocks/**/*.{ts,tsx}", "src/templates/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { "@typescript-eslint/no-unnecessary-condition": "error" },
  },
  {
    // No import circles: a module that (through others) imports itself cannot be read, tested or
    // moved on its own. Type-only imports do not count (they leave no trace at run time).
    files: ["{src,schemas,studio,scripts}/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: importXSettings,
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // One style for relative imports: without the file's extension (as most were written; tsx,
    // Vite and Vitest resolve them). `npx eslint --fix .` rewrites any that are not.
    files: ["{src,schemas,studio,scripts}/**/*.{ts,tsx}", "*.ts"],
    ignores: viteConfigFiles,
    plugins: { "import-x": importX },
    settings: importXSettings,
    rules: {
      "import-x/extensions": ["error", "never", { fix: true, checkTypeImports: true, pattern: { json: "always" } }],
    },
  },
  {
    // Except in what Node itself loads when Vite reads its config: Vite's native config loader
    // (its default to come) finds a module only by its full name, and warns about these otherwise.
    files: viteConfigFiles,
    plugins: { "import-x": importX },
    settings: importXSettings,
    rules: {
      "import-x/extensions": ["error", "always", { fix: true, ignorePackages: true, checkTypeImports: true }],
    },
  },
  {
    // Import direction, in the layers described under "Layers" in docs/architecture.md: a module may import its own layer
    // and the layers below it, never one above. Between the top folders: the site (`src/`) imports
    // none of `schemas/`, `studio/` or `scripts/`; the studio's schemas may import the site's rules.
    files: ["src/**/*.{ts,tsx}", "schemas/**/*.ts", "studio/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "src/**/*.fixture.ts", "src/test/**"],
    plugins: { boundaries },
    settings: {
      // Relative imports only, so the plain Node resolver (with TypeScript extensions) finds every module.
      "import/resolver": { node: { extensions: [".ts", ".tsx", ".js"] } },
      "boundaries/include": ["src/**/*", "schemas/**/*", "studio/**/*", "scripts/**/*"],
      "boundaries/elements": [
        { type: "schemas", pattern: "schemas/**", mode: "full" },
        { type: "studio", pattern: "studio/**", mode: "full" },
        { type: "scripts", pattern: "scripts/**", mode: "full" },
        { type: "generated", pattern: "src/content/generated/**", mode: "full" },
        {
          type: "cms",
          pattern: "src/content/{fragments,article-categories,api-version,article-months,published-month}.ts",
          mode: "full",
        },
        { type: "app", pattern: "src/{root,entry.client,entry.server,routes}.{ts,tsx}", mode: "full" },
        { type: "routes", pattern: "src/routes/**", mode: "full" },
        { type: "islands", pattern: "src/islands/**", mode: "full" },
        { type: "screens", pattern: "src/screens/**", mode: "full" },
        { type: "templates", pattern: "src/templates/**", mode: "full" },
        { type: "blocks", pattern: "src/blocks/**", mode: "full" },
        { type: "components", pattern: "src/components/**", mode: "full" },
        { type: "content", pattern: "src/content/**", mode: "full" },
        ...serverLayers().map((type) => ({ type, pattern: `src/server/${type.slice("server-".length)}/**`, mode: "full" })),
        { type: "api", pattern: "src/api/**", mode: "full" },
        { type: "state", pattern: "src/state/**", mode: "full" },
        { type: "lib", pattern: "src/lib/**", mode: "full" },
      ],
    },
    rules: {
      "boundaries/element-types": [
        "error",
        {
          default: "disallow",
          message: '${file.type} must not import ${dependency.type} (see "Layers" in docs/architecture.md)',
          rules: [
            { from: "app", allow: siteLayers },
            {
              from: "routes",
              allow: [
                "app",
                "routes",
                "screens",
                "templates",
                "blocks",
                "components",
                "content",
                "cms",
                "api",
                "state",
                "lib",
                "generated",
              ],
            },
            { from: "islands", allow: ["islands", "blocks", "components", "state", "lib", "generated"] },
            { from: "screens", allow: ["screens", "components", "api", "state", "lib", "generated"] },
            { from: "templates", allow: ["templates", "blocks", "components", "state", "lib", "generated"] },
            { from: "blocks", allow: ["blocks", "components", "cms", "state", "lib", "generated"] },
            { from: "components", allow: ["components", "api", "state", "lib", "generated"] },
            { from: "content", allow: ["content", "blocks", "cms", "lib", "generated"] },
            { from: "server-site", allow: [...serverLayers(), "content", "cms", "api", "lib", "generated"] },
            {
              from: "server-publish",
              allow: ["server-publish", "server-release", "server-http", "content", "cms", "lib", "generated"],
            },
            { from: "server-preview", allow: ["server-preview", "server-http", "content", "cms", "api", "lib", "generated"] },
            {
              from: "server-release",
              allow: ["server-release", "server-enquiries", "server-http", "content", "cms", "lib", "generated"],
            },
            { from: "server-enquiries", allow: ["server-enquiries", "server-http", "api", "lib", "generated"] },
            { from: "server-rendering", allow: ["server-rendering", "lib", "generated"] },
            { from: "server-http", allow: ["server-http", "lib", "generated"] },
            { from: "api", allow: ["api", "state", "lib"] },
            { from: "state", allow: ["state", "lib"] },
            { from: "lib", allow: ["lib", "generated"] },
            { from: "cms", allow: ["cms", "generated"] },
            { from: "schemas", allow: ["schemas", ...siteLayers] },
            { from: "studio", allow: ["studio", "schemas", ...siteLayers] },
          ],
        },
      ],
    },
  },
  {
    // Unit test files share their worker's modules (vite.config.ts, isolate: false): a module
    // replaced in one file would stay replaced, or never be, in the next.
    files: ["**/*.test.{ts,tsx}"],
    ignores: ["**/*.isolated.test.{ts,tsx}", "src/test/browser/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["mock", "doMock", "unmock", "resetModules"].map((property) => ({
          object: "vi",
          property,
          message: `vi.${property} changes the modules every later file in the worker sees: name the file *.isolated.test.ts(x) so it runs on its own (the unit-isolated project).`,
        })),
      ],
    },
  },
);

/**
 * Only the import-style rule, without type information (`npm run fix:imports`, which sets
 * LINT_IMPORT_STYLE_ONLY): it rewrites every relative import to the one style in seconds rather
 * than running all of lint, which would fix the same.
 */
function importStyleOnly(full) {
  return [
    { ignores: full[0].ignores },
    // The other rules are off here, so their disable comments look unused: --fix must keep them.
    { linterOptions: { reportUnusedDisableDirectives: "off" } },
    // Every plugin, so the code's disable comments name rules that exist; none of their rules is on.
    { plugins: Object.assign({}, ...full.map((block) => block.plugins ?? {})) },
    { files: ["**/*.{ts,tsx}"], languageOptions: { parser: tseslint.parser } },
    ...full.filter((block) => block.rules && "import-x/extensions" in block.rules),
  ];
}

export default process.env.LINT_IMPORT_STYLE_ONLY ? importStyleOnly(fullConfig) : fullConfig;
