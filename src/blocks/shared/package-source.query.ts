/** GROQ: the block's own packages if it lists any, otherwise its service's (`^`). */
export const blockPackagesSource = /* groq */ `coalesce(packages, ^.packages)`;
