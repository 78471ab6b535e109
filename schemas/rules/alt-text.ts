/**
 * Every image that is not marked decorative needs alternative text: without it a screen reader
 * announces the file, or nothing, where a sighted visitor sees a picture. An image with no file yet
 * is not checked (the field that requires the image says so).
 */
export function altTextProblem(alt: string | undefined, context: { parent?: unknown }): string | true {
  const parent = context.parent as { decorative?: boolean; asset?: unknown } | undefined;
  if (!parent?.asset || parent.decorative) return true;
  return alt?.trim() ? true : "Describe the image for visitors who cannot see it, or mark it decorative.";
}
