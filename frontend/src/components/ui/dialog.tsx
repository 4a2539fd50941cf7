import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { ConfirmButtons } from "./confirm-buttons";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement | null): HTMLElement[] {
  return root ? [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest("[hidden]")) : [];
}

interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** A side panel (forms) or a centred box (confirmations). */
  variant?: "drawer" | "modal";
  role?: "dialog" | "alertdialog";
  describedBy?: string;
  footer?: ReactNode;
}

/**
 * Modal dialog: focus moves in (to `[data-autofocus]` or the first field), Tab stays inside,
 * Escape and the close button close it, focus goes back to what opened it.
 */
export function Dialog({ title, onClose, children, variant = "modal", role = "dialog", describedBy, footer }: DialogProps) {
  const { t } = useTranslation();
  const titleId = `dialog-title-${useId().replace(/:/g, "")}`;
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const target =
      panel?.querySelector<HTMLElement>("[data-autofocus]") ??
      focusables(panel?.querySelector(".dialog__body") ?? null)[0] ??
      panel;
    target?.focus();
    document.body.classList.add("has-dialog");
    const isTopmost = () => {
      const all = document.querySelectorAll(".dialog");
      return all[all.length - 1] === panel;
    };
    // Escape closes the topmost dialog even when focus was lost (a button that disappeared)
    const onDocumentKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape" && isTopmost()) {
        event.preventDefault();
        closeRef.current();
      }
    };
    // focus never leaves the topmost dialog for the page behind it
    const onFocusIn = (event: FocusEvent) => {
      if (!panel || !isTopmost()) return;
      const target = event.target as Node | null;
      if (target && !panel.contains(target) && !(target instanceof Element && target.closest(".dialog"))) panel.focus();
    };
    document.addEventListener("keydown", onDocumentKey);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onDocumentKey);
      document.removeEventListener("focusin", onFocusIn);
      window.setTimeout(() => {
        if (document.querySelectorAll(".dialog-backdrop").length === 0) document.body.classList.remove("has-dialog");
        if (previous && previous.isConnected) previous.focus();
        else document.getElementById("main")?.focus();
      }, 0);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab") return;
    event.stopPropagation();
    const items = focusables(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={`dialog-backdrop dialog-backdrop--${variant}`}>
      <div
        ref={panelRef}
        className={`dialog dialog--${variant}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button type="button" className="dialog__close" aria-label={t("common.close")} onClick={() => closeRef.current()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="dialog__body">{children}</div>
        {footer && <div className="dialog__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

interface ConfirmDialogProps {
  title: ReactNode;
  /** Id of the element in `children` that says what confirming does. */
  describedBy: string;
  confirmLabel: ReactNode;
  /** The confirming button warns (red) instead of going ahead (primary). */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A question before an action: Cancel (focused first) or the action. */
export function ConfirmDialog({ title, describedBy, confirmLabel, danger, busy, onConfirm, onClose, children }: ConfirmDialogProps) {
  return (
    <Dialog
      role="alertdialog"
      title={title}
      describedBy={describedBy}
      onClose={onClose}
      footer={<ConfirmButtons inDialog focusCancel confirmLabel={confirmLabel} danger={danger} busy={busy} onConfirm={onConfirm} onCancel={onClose} />}
    >
      {children}
    </Dialog>
  );
}
