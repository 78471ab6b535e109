import { turnaroundOf } from "../../content/fragments";
import { blockPackagesSource, packageCardFragment } from "../shared/package.query";
import type { RequiredFieldsOf } from "../types";

/** `^` is the service: its fastest delivery (else its turnaround days) dates the cards. */
export const contentSliderProjection = /* groq */ `_type == "contentSlider" => {
  title,
  intro,
  anchor,
  wordChoices,
  defaultWords,
  maxArticles,
  defaultArticles,
  "fromDays": coalesce(${turnaroundOf("^.")}.fromDays, ${turnaroundOf("^.")}.days),
  "packages": ${blockPackagesSource}[]->${packageCardFragment}
}` as const;

export const contentSliderRequired = [
  "wordChoices",
  "maxArticles",
  "packages",
] as const satisfies RequiredFieldsOf<"contentSlider">;
