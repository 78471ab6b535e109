/**
 * A signed-in user who has not confirmed their email sees this on every page. Written into every
 * page, in a fixed slot so nothing else moves, and shown by CSS alone when <html> carries
 * `data-email-unconfirmed` (`markSession`): the pre-paint script sets it from storage before the
 * first paint, so a public page, which runs no framework, shows it from its first frame too.
 */
export function UnconfirmedBanner() {
  return (
    <p role="status" className="unconfirmed-banner">
      Please check your email for verification email!
    </p>
  );
}
