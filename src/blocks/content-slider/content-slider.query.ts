import { blockPackagesSource, packageCardFragment } from "../shared/package.query";
import { turnaroundOf, turnaroundServiceOf } from "../../content/fragments";

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
  "turnaroundServiceId": ${turnaroundServiceOf("^.")},
  "packages": ${blockPackagesSource}[]->${packageCardFragment}
}` as const;
