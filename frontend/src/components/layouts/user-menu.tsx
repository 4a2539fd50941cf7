import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { logout } from "@/lib/auth";
import { paths } from "@/config/paths";
import { toast } from "@/components/ui/toast/toast-store";
import type { User } from "@/api/types";

function initials(user: User): string {
  const letters = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.trim();
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** Disclosure menu with the user's name and role, Profilo and Esci. */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const onLogout = async () => {
    setOpen(false);
    await navigate(paths.auth.login.getHref());
    logout(queryClient);
    toast.info(t("auth.loggedOut"));
  };

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t("nav.userMenu", { name })}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="avatar" aria-hidden="true">
          {initials(user)}
        </span>
        <span className="user-menu__name">{name}</span>
        <span className="user-menu__chevron" aria-hidden="true" />
      </button>
      <div id={menuId} className="user-menu__panel" hidden={!open}>
        <div className="user-menu__who">
          <strong>{name}</strong>
          <span className="user-menu__email">{user.email}</span>
          <span className="role-badge" data-testid="user-role">
            {t(`roles.${user.role}`)}
          </span>
        </div>
        <ul className="user-menu__list">
          <li>
            <Link to={paths.user.profile.getHref()} className="user-menu__item" onClick={() => setOpen(false)}>
              {t("nav.profile")}
            </Link>
          </li>
          <li>
            <Link
              to={paths.user.configurations.getHref()}
              className="user-menu__item"
              onClick={() => setOpen(false)}
            >
              {t("nav.myConfigurations")}
            </Link>
          </li>
          <li>
            <button type="button" className="user-menu__item" onClick={() => void onLogout()}>
              {t("nav.logout")}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
