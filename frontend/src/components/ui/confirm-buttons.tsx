import type { KeyboardEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface ConfirmButtonsProps {
  confirmLabel: ReactNode;
  /** Without it the confirming button submits its form, or the form named `form` (in a dialog's footer). */
  onConfirm?: () => void;
  form?: string;
  onCancel: () => void;
  /** The confirming button warns (red) instead of going ahead (primary). */
  danger?: boolean;
  busy?: boolean;
  /**
   * In a dialog's footer: Cancel first. Otherwise the pair stands small under what it confirms, the action
   * first, and Escape on either button cancels (a dialog closes on Escape itself).
   */
  inDialog?: boolean;
  /** Cancel takes the focus when the dialog opens (a question before an action), not its first field. */
  focusCancel?: boolean;
}

/** The two buttons of a confirmation: the action and Cancel. */
export function ConfirmButtons({ confirmLabel, onConfirm, form, onCancel, danger = false, busy = false, inDialog = false, focusCancel = false }: ConfirmButtonsProps) {
  const { t } = useTranslation();
  const size = inDialog ? "" : " button--small";
  const escape = (event: KeyboardEvent) => {
    if (inDialog || event.key !== "Escape") return;
    event.stopPropagation();
    onCancel();
  };
  const confirm = (
    <button
      type={onConfirm ? "button" : "submit"}
      form={form}
      className={`button${size} ${danger ? "button--danger" : "button--primary"}`}
      disabled={busy}
      onClick={onConfirm}
      onKeyDown={escape}
    >
      {confirmLabel}
    </button>
  );
  const cancel = (
    <button type="button" className={`button${size}`} data-autofocus={focusCancel || undefined} onClick={onCancel} onKeyDown={escape}>
      {t("common.cancel")}
    </button>
  );
  return inDialog ? (
    <>
      {cancel}
      {confirm}
    </>
  ) : (
    <>
      {confirm}
      {cancel}
    </>
  );
}
