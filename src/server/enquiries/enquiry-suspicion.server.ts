/**
 * What every destination says first about an enquiry that looks automated, so whoever reads it
 * knows before replying: the same words in a lead's note and an email.
 */
export const suspicionNote = (spamReason: string) =>
  `Suspected spam (${spamReason}): forwarded in case a person sent it; please check before replying.`;
