/** "+44 20 7946 0321" → "tel:+442079460321": what phones dial, from how people read the number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
