import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { buttonClasses } from "../../components/ui/Button";
import { Link } from "../../components/ui/Link";
import { useAuth } from "../../lib/auth/AuthProvider";
import { lazyWhenOnline } from "../../lib/load-when-online";
import { FramePart } from "../error-boundary";

// Only people who are signed in need the menu; they load the auth client anyway.
const AccountMenu = lazyWhenOnline(() => import("./AccountMenu"));

/** Keeps the header from jumping while the saved session is read or the menu arrives. */
const Reserved = ({ compact }: { compact: boolean }) => (
  <span aria-hidden="true" className={compact ? "inline-block h-9 w-10" : "inline-block h-9 w-24"} />
);

/** The header's account corner: 'Sign in' when signed out, the person's name and a menu when signed in. */
export function AccountArea({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { status, user } = useAuth();
  const { pathname, search } = useLocation();

  if (status === "loading") return <Reserved compact={compact} />;
  if (user) {
    return (
      <FramePart fallback={<Reserved compact={compact} />}>
        <AccountMenu user={user} compact={compact} />
      </FramePart>
    );
  }
  const here = `${pathname}${search}`;
  const signInPath = pathname === "/" || pathname === "/auth" ? "/auth" : `/auth?${new URLSearchParams({ redirect: here })}`;
  return (
    <Link to={signInPath} className={buttonClasses({ size: "sm" })}>
      {t("account.signIn")}
    </Link>
  );
}
