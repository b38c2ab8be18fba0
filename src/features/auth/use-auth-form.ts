import { useState, type ChangeEvent, type FormEvent } from "react";
import { authErrorMessageKey, type AuthAction, type AuthErrorMessageKey } from "./error-messages";
import { useAuthTranslation } from "./translations";
import { hasErrors, type FieldErrors, type ValidationMessageKey } from "./validation";

/**
 * The life of an account form: validation messages appear from the first submit on and follow the
 * input after that; the first invalid field gets the focus; while the request runs the form is busy;
 * a failure becomes one of the spec's messages.
 */
export function useAuthForm<Values, Field extends string>(
  initial: Values,
  validate: (values: Values) => FieldErrors<Field>,
  action: AuthAction,
) {
  const [values, setValues] = useState(initial);
  const [validated, setValidated] = useState(false);
  const [failure, setFailure] = useState<AuthErrorMessageKey | null>(null);
  const [pending, setPending] = useState(false);
  const errors: FieldErrors<Field> = validated ? validate(values) : {};

  const { t } = useAuthTranslation();
  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) => setValues((current) => ({ ...current, [key]: value }));

  /** What the text field of `key` needs: its name, value, change handler and translated message. */
  const text = <Key extends keyof Values & Field>(key: Key) => {
    const error: ValidationMessageKey | undefined = errors[key];
    return {
      name: key,
      value: String(values[key]),
      onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.value as Values[Key]),
      error: error && t(error),
    };
  };

  /** Returns a submit handler that runs `send` only for valid input; `send` resolves with an error or null. */
  const onSubmit = (send: (values: Values) => Promise<unknown>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setValidated(true);
    setFailure(null);
    const found = validate(values);
    if (hasErrors(found)) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setPending(true);
    try {
      const error = await send(values);
      if (error) setFailure(authErrorMessageKey(error, action));
    } catch (error) {
      console.error(error);
      setFailure(authErrorMessageKey(error, action));
    } finally {
      setPending(false);
    }
  };

  return { values, set, text, errors, failure, setFailure, pending, onSubmit };
}
