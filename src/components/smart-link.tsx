import type { ReactNode } from "react";
import { Link } from "react-router";
import { isClientAreaPath } from "../lib/addresses/client-area-paths";

interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** A fuller name for links whose text alone is ambiguous (several "Order" buttons in a row). */
  "aria-label"?: string;
}

/** A path on this site: browsers read `//host` and `/\host` as other hosts, so those are not. */
export const isSitePath = (href: string) =>
  (href.startsWith("/") && !href.startsWith("//") && !href.includes("\\")) || href.startsWith("#");

/** Site paths navigate inside the app; anything else is an ordinary link that opens in a new tab. */
export function SmartLink({ href, children, className, "aria-label": ariaLabel }: SmartLinkProps) {
  if (isSitePath(href)) {
    return (
      // Entering the client area loads a fresh page, so its own security policy (which allows the payment SDK) applies.
      <Link to={href} className={className} aria-label={ariaLabel} reloadDocument={isClientAreaPath(href) || undefined}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(href) || href.startsWith("/");
  return (
    <a
      href={href}
      className={className}
      aria-label={ariaLabel}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
    </a>
  );
}
