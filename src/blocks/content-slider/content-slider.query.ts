import type { RequiredFieldsOf } from "../types";
import { blockPackagesSource } from "../shared/package-source.query";

/** `^` is the service: its fastest delivery (else its turnaround; or those of the service it follows) dates the cards. */
export const contentSliderProjection = /* groq */ `_type == "contentSlider" => {
  title,
  intro,
  anchor,
  wordChoices,
  defaultWords,
  maxArticles,
  defaultArticles,
  "fromDays": coalesce(
    ^.sameTurnaroundAs->turnaround.fromDays,
    ^.sameTurnaroundAs->turnaround.days,
    ^.turnaround.fromDays,
    ^.turnaround.days
  ),
  "packages": ${blockPackagesSource}[]->{
    _id,
    name,
    per,
    price{ gbp, usd },
    features,
    isMostPopular,
    actionLabel
  }
}`;

export const contentSliderRequired = [
  "wordChoices",
  "maxArticles",
  "packages",
] as const satisfies RequiredFieldsOf<"contentSlider">;
