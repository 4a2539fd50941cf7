import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";

const UNPLACED: CSSProperties = { top: 0, right: 0, visibility: "hidden" };

/** One action on a row: a link or a command. */
export interface RowAction {
  key: string;
  label: string;
  href?: string;
  onSelect?: () => void;
  /** Destructive (shown in red). */
  danger?: boolean;
  disabled?: boolean;
}

interface RowActionsProps {
  /** The one action shown as a button (edit, usually). */
  primary?: RowAction;
  /** The others, in a menu. */
  more: RowAction[];
  /** The row's name, for screen readers ("Modifica Sedie", "Altre azioni per Sedie"). */
  name: string;
}

/**
 * A row's actions in little room: the primary one visible, the rest behind one menu button (WAI-ARIA menu
 * button: Enter/Space/↓ open on the first item, ↑ on the last, arrows move, Home/End, Escape and Tab close,
 * focus returns to the button). The menu is placed over the page (fixed), so a table's scroll box never
 * clips it.
 */
export function RowActions({ primary, more, name }: RowActionsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<null | "first" | "last">(null);
  // hidden until measured, so it never shows (or scrolls the page) at its unplaced spot
  const [place, setPlace] = useState<CSSProperties>(UNPLACED);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = `row-menu-${useId().replace(/:/g, "")}`;
  const enabled = more.filter((action) => !action.disabled);

  const close = useCallback((focusTrigger: boolean) => {
    setOpen(null);
    setPlace(UNPLACED);
    if (focusTrigger) trigger.current?.focus();
  }, []);

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? []);

  /** Under the button, right edges aligned; from the button's left edge when that would leave the screen
   * (a phone's stacked rows have their actions on the left); above it when there is no room below. */
  const placeMenu = useCallback(() => {
    if (!trigger.current || !menu.current) return;
    const rect = trigger.current.getBoundingClientRect();
    const { offsetHeight: height, offsetWidth: width } = menu.current;
    const horizontal: CSSProperties =
      rect.right - width >= 8 ? { right: window.innerWidth - rect.right } : { left: Math.max(8, rect.left) };
    const below = rect.bottom + 4 + height <= window.innerHeight - 8;
    setPlace({ ...horizontal, ...(below ? { top: rect.bottom + 4 } : { bottom: window.innerHeight - rect.top + 4 }) });
  }, []);

  useLayoutEffect(() => {
    if (open) placeMenu();
  }, [open, placeMenu]);

  // once placed (a hidden menu takes no focus), the first or the last item takes the focus, once per opening
  const focused = useRef(false);
  useLayoutEffect(() => {
    if (!open) {
      focused.current = false;
      return;
    }
    if (focused.current || place === UNPLACED) return;
    focused.current = true;
    const list = items();
    (open === "first" ? list[0] : list[list.length - 1])?.focus({ preventScroll: true });
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) close(false);
    };
    // the page moves under the menu: it follows its button, and closes when the button leaves the screen
    const follow = () => {
      const rect = trigger.current?.getBoundingClientRect();
      if (!rect || rect.bottom < 0 || rect.top > window.innerHeight) close(false);
      else placeMenu();
    };
    document.addEventListener("mousedown", outside);
    window.addEventListener("resize", follow);
    window.addEventListener("scroll", follow, true);
    return () => {
      document.removeEventListener("mousedown", outside);
      window.removeEventListener("resize", follow);
      window.removeEventListener("scroll", follow, true);
    };
  }, [open, close, placeMenu]);

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      close(true);
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen("first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setOpen("last");
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus({ preventScroll: true });
    };
    switch (event.key) {
      case "ArrowDown":
        return move(at + 1);
      case "ArrowUp":
        return move(at - 1);
      case "Home":
        return move(0);
      case "End":
        return move(list.length - 1);
      case "Escape":
        event.preventDefault();
        event.stopPropagation();
        return close(true);
      case "Tab":
        return close(false);
    }
  };

  const choose = (action: RowAction) => {
    close(!action.href);
    action.onSelect?.();
  };

  return (
    <div className="row-actions">
      {primary && <ActionButton action={primary} name={name} />}
      {more.length > 0 && (
        <>
          <button
            ref={trigger}
            type="button"
            className="button button--small row-actions__more"
            aria-haspopup="menu"
            aria-expanded={open !== null}
            aria-controls={open ? menuId : undefined}
            aria-label={t("common.moreActions", { name })}
            disabled={enabled.length === 0}
            onClick={() => (open ? close(false) : setOpen("first"))}
            onKeyDown={onTriggerKey}
          >
            <span aria-hidden="true">⋯</span>
          </button>
          {open &&
            createPortal(
              <ul
                ref={menu}
                id={menuId}
                role="menu"
                aria-label={t("common.moreActions", { name })}
                className="row-menu"
                style={place}
                onKeyDown={onMenuKey}
              >
                {more.map((action) => (
                  <MenuItem key={action.key} action={action} onChoose={choose} />
                ))}
              </ul>,
              document.body,
            )}
        </>
      )}
    </div>
  );
}

/** An item of the menu: a link, or a command (a disabled one stays in the menu, greyed, out of the arrows' way). */
function MenuItem({ action, onChoose }: { action: RowAction; onChoose: (action: RowAction) => void }) {
  const className = `row-menu__item${action.danger ? " row-menu__item--danger" : ""}`;
  return (
    <li role="none">
      {action.href && !action.disabled ? (
        <Link to={action.href} role="menuitem" tabIndex={-1} className={className} onClick={() => onChoose(action)}>
          {action.label}
        </Link>
      ) : (
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          aria-disabled={action.disabled || undefined}
          className={className}
          onClick={() => !action.disabled && onChoose(action)}
        >
          {action.label}
        </button>
      )}
    </li>
  );
}

function ActionButton({ action, name }: { action: RowAction; name: string }) {
  const className = `button button--small${action.danger ? " button--danger-text" : ""}`;
  const label = (
    <>
      {action.label}
      <span className="visually-hidden"> {name}</span>
    </>
  );
  return action.href && !action.disabled ? (
    <Link to={action.href} className={className}>
      {label}
    </Link>
  ) : (
    <button type="button" className={className} disabled={action.disabled} onClick={action.onSelect}>
      {label}
    </button>
  );
}
