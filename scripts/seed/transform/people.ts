import { bullets, paragraphs } from "../portable-text";
import type { LegacyCompanyContact, LegacyTeamMember } from "../legacy/types";
import { documentBuilder, slug, type SeedContext } from "./context";

export function teamMemberDocument(member: LegacyTeamMember, order: number, context: SeedContext) {
  const memberSlug = `${member.firstname}-${member.lastname}`.toLowerCase();
  const doc = documentBuilder(`team-${memberSlug}`);
  return {
    _id: doc.id,
    _type: "teamMember",
    firstName: member.firstname,
    lastName: member.lastname,
    slug: slug(memberSlug),
    expertise: member.expertise,
    portrait: context.images.figure(`portraits/${member.portrait}`, `Portrait of ${member.firstname} ${member.lastname}`),
    biography: paragraphs(member.description, doc.key, context.refs),
    ...(member.calendly ? { bookingUrl: member.calendly } : {}),
    order,
  };
}

/** Skype profiles are `skype:` links; the studio's URL field holds them as typed. */
export function companyContactDocument(contact: LegacyCompanyContact, context: SeedContext) {
  const doc = documentBuilder("companyContact");
  return {
    _id: "companyContact",
    _type: "companyContact",
    email: contact.email,
    phone: { uk: contact.phone.uk, us: contact.phone.us },
    social: { ...contact.social },
    reasons: bullets(contact.reasons, doc.key, context.refs),
  };
}
