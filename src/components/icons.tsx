// `?no-inline`: a sprite's symbols are referenced by address (`#phone`), which a data: URL would not allow.
import iconSprite from "./icons.svg?no-inline";

/**
 * Small icons for the chrome, drawn from one sprite file (icons.svg). Their shapes live in that file
 * rather than in the app's JavaScript, which every page downloads: the browser fetches the sprite
 * once, caches it, and the page's bundle carries only the names. Decorative: the link or button
 * around each icon carries its name.
 */
const Icon = ({ name, size = 20 }: { name: string; size?: number }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" fill="currentColor">
    <use href={`${iconSprite}#${name}`} />
  </svg>
);

export const PhoneIcon = () => <Icon name="phone" />;
export const MailIcon = () => <Icon name="mail" />;
export const LinkedInIcon = () => <Icon name="linkedin" />;
export const FacebookIcon = () => <Icon name="facebook" />;
export const WhatsAppIcon = () => <Icon name="whatsapp" />;
export const SkypeIcon = () => <Icon name="skype" />;
export const MenuIcon = () => <Icon name="menu" />;
export const CloseIcon = () => <Icon name="close" />;
export const ChevronIcon = () => <Icon name="chevron" size={14} />;
