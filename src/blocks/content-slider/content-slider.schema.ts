import { defineArrayMember, defineField } from "sanity";
import { defineBlock, sectionTitleField, sectionIntroField } from "../shared/define-block.schema";
import { blockAnchorField, blockPackagesField } from "../shared/package-source.schema";

interface SliderSettings {
  wordChoices?: number[];
  defaultWords?: number;
  maxArticles?: number;
  defaultArticles?: number;
}

/**
 * product.md §2 content slider: visitors pick words per article and a number of articles, and each
 * per-word package card shows price per word × words × articles. The choices are settings here so
 * editors can change what is offered; the prices live in the package documents.
 */
export const contentSliderSchema = defineBlock(
  "contentSlider",
  "Content slider",
  [
    sectionTitleField({ initialValue: "Choose your words and articles" }),
    sectionIntroField,
    defineField({
      name: "wordChoices",
      title: "Words per article on offer",
      type: "array",
      of: [defineArrayMember({ type: "number" })],
      initialValue: [250, 500, 750, 1000, 1500, 2000],
      validation: (rule) =>
        rule
          .required()
          .min(2)
          .custom((choices: number[] | undefined) => {
            if (!choices) return true;
            if (choices.some((words) => !Number.isInteger(words) || words < 1))
              return "Each choice must be a whole number of words.";
            return choices.every((words, index) => index === 0 || words > choices[index - 1]!)
              ? true
              : "List the choices from shortest to longest.";
          }),
    }),
    defineField({
      name: "defaultWords",
      title: "Words selected at first",
      type: "number",
      initialValue: 500,
      validation: (rule) =>
        rule.required().custom((words: number | undefined, context) => {
          const choices = (context.parent as SliderSettings | undefined)?.wordChoices ?? [];
          return words == null || choices.includes(words) ? true : "Pick one of the word choices above.";
        }),
    }),
    defineField({
      name: "maxArticles",
      title: "Most articles",
      type: "number",
      initialValue: 200,
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({
      name: "defaultArticles",
      title: "Articles selected at first",
      type: "number",
      initialValue: 10,
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(1)
          .custom((articles: number | undefined, context) => {
            const max = (context.parent as SliderSettings | undefined)?.maxArticles;
            return articles == null || max == null || articles <= max ? true : "Must not exceed 'Most articles'.";
          }),
    }),
    {
      ...blockPackagesField,
      description:
        "Per-word packages shown as cards (the first carries the currency switch). Leave empty for the service's packages.",
    },
    blockAnchorField,
  ],
  {
    preview: {
      select: { title: "title", words: "defaultWords", articles: "defaultArticles" },
      prepare: ({ title, words, articles }) => ({
        title: `Content slider: ${title ?? ""}`,
        subtitle: `Starts at ${words} words × ${articles} articles`,
      }),
    },
  },
);
