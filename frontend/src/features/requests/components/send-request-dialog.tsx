import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "@/components/ui/form";
import { toast } from "@/components/ui/toast/toast-store";
import { errorMessage, fieldErrors } from "@/lib/errors";
import { formatNumber } from "@/lib/format";
import { Dialog } from "@/components/ui/dialog";
import { ConfirmButtons } from "@/components/ui/confirm-buttons";
import { REQUEST_TEXT_MAX, useConfigurationRequests, useCreateRequest } from "@/features/requests/api/requests";
import { RequestHistory } from "./request-history";
import "./requests.css";

export interface RequestTarget {
  publicId: string;
  name: string;
}

/** The client-side check of a message or response: 1..4000 characters once trimmed. */
export function textError(value: string, required: boolean): "empty" | "tooLong" | null {
  const length = value.trim().length;
  if (required && length === 0) return "empty";
  return length > REQUEST_TEXT_MAX ? "tooLong" : null;
}

/**
 * "Invia richiesta di personalizzazione": the message (1..4000 characters, with a counter), the
 * server's field errors, and the configuration's earlier requests below.
 */
export function SendRequestDialog({ configuration, onClose }: { configuration: RequestTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId().replace(/:/g, "");
  const formId = `rq-send-${id}`;
  const [message, setMessage] = useState("");
  const [problem, setProblem] = useState<"empty" | "tooLong" | null>(null);
  const create = useCreateRequest();
  const history = useConfigurationRequests(configuration.publicId);
  const hasPending = (history.data?.items ?? []).some((request) => request.status === "pending");

  const server = fieldErrors(create.error);
  const messageError = problem ? t(`requests.message_${problem}`, { max: formatNumber(REQUEST_TEXT_MAX) }) : server.message;
  // a failure that is not about the message: the configuration is no longer complete and valid, ...
  const formError = create.error && !server.message ? (server.configurationId ?? errorMessage(t, create.error)) : null;
  const length = message.trim().length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = textError(message, true);
    setProblem(invalid);
    if (invalid) {
      document.getElementById(`${id}-message`)?.focus();
      return;
    }
    create.mutate(
      { configurationId: configuration.publicId, message: message.trim() },
      {
        onSuccess: () => {
          toast.success(t("requests.sent"));
          onClose();
        },
        onError: (error) => {
          toast.error(errorMessage(t, error));
          if (fieldErrors(error).message) document.getElementById(`${id}-message`)?.focus();
        },
      },
    );
  };

  return (
    <Dialog
      title={t("requests.sendTitle", { name: configuration.name })}
      onClose={onClose}
      footer={
        <ConfirmButtons
          inDialog
          confirmLabel={create.isPending ? t("requests.sending") : t("requests.submit")}
          form={formId}
          busy={create.isPending}
          onCancel={onClose}
        />
      }
    >
      <form id={formId} className="stack" noValidate onSubmit={submit}>
        <p className="muted">{t("requests.sendIntro")}</p>
        {hasPending && (
          <p className="form-alert rq-notice" role="note">
            {t("requests.replacesPending")}
          </p>
        )}
        {formError && <FormAlert>{formError}</FormAlert>}
        <div className={`field${messageError ? " field--invalid" : ""}`}>
          <label htmlFor={`${id}-message`} className="field__label">
            {t("requests.message")}
            <span className="field__required" aria-hidden="true">
              {" "}
              *
            </span>
          </label>
          <textarea
            id={`${id}-message`}
            className="field__input field__textarea"
            rows={6}
            required
            data-autofocus
            value={message}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={[messageError ? `${id}-error` : "", `${id}-counter`].filter(Boolean).join(" ")}
            onChange={(event) => {
              setMessage(event.target.value);
              if (problem) setProblem(textError(event.target.value, true));
            }}
          />
          <div className="rq-field-foot">
            {messageError ? (
              <p id={`${id}-error`} className="field__error">
                {messageError}
              </p>
            ) : (
              <span />
            )}
            <p
              id={`${id}-counter`}
              className={`field__hint rq-counter${length > REQUEST_TEXT_MAX ? " rq-counter--over" : ""}`}
              data-testid="message-counter"
            >
              {t("requests.counter", { used: formatNumber(length), max: formatNumber(REQUEST_TEXT_MAX) })}
            </p>
          </div>
        </div>
      </form>
      <RequestHistory configurationId={configuration.publicId} />
    </Dialog>
  );
}
