import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "studio/dist/",
      "studio/.sanity/",
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
    // The site bundle never imports the studio's schemas (they pull in all of `sanity`).
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/blocks/schemas.ts", "src/blocks/**/*.schema.ts", "src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "sanity", message: "Only schemas/, studio/ and *.schema.ts files import sanity." }],
          patterns: [
            { group: ["**/*.schema", "**/schemas", "../../schemas/*"], message: "Block schemas stay out of the site bundle." },
          ],
        },
      ],
    },
  },
);
