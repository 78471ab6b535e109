/** One paragraph of Portable Text, for block fixtures. */
export const plainText = (key: string, text: string) => [
  {
    _key: key,
    _type: "block" as const,
    style: "normal" as const,
    markDefs: [],
    children: [{ _key: `${key}-s`, _type: "span" as const, text, marks: [] }],
  },
];
