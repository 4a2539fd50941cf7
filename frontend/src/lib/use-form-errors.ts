import { useRef, useState } from "react";
import { focusFirstInvalid } from "@/components/ui/form";

export type FieldErrors = Record<string, string | undefined>;

const anyError = (errors: FieldErrors) => Object.values(errors).some(Boolean);

/** A form's field errors and its form-level message; after a failed check the first invalid field gets the focus. */
export function useFormErrors<E extends FieldErrors = FieldErrors>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<E>>({});
  const [formError, setFormError] = useState<string | null>(null);

  /** Shows the checks made before sending; true when none failed. */
  const check = (next: Partial<E>): boolean => {
    setErrors(next);
    setFormError(null);
    if (!anyError(next)) return true;
    focusFirstInvalid(formRef.current);
    return false;
  };

  /** Shows a refused submit: the server's field errors and, when given, a message above the form. */
  const fail = (fields: Partial<E>, message: string | null = null) => {
    setErrors(fields);
    setFormError(message);
    if (anyError(fields)) focusFirstInvalid(formRef.current);
  };

  return { formRef, errors, formError, check, fail };
}
