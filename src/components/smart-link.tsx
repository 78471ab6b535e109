import type { ReactNode } from "react";
import { Link } from "react-router";

interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
}

/** Site paths navigate inside the app; anything else is an ordinary link that opens in a new tab. */
export function SmartLink({ href, children, className }: SmartLinkProps) {
  if (href.startsWith("/") || href.startsWith("#")) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/.test(href);
  return (
    <a href={href} className={className} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}
