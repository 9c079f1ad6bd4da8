import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Hungarian messages by field, and the field that takes the focus. */
export interface StepMessages {
  messages: Record<string, string>;
  /** The id of the first field with a message in screen order, or null when there is none. */
  firstId: string | null;
}

/**
 * The errors of a question step on "Tovább", shared by the wizard and the flow: message keys
 * (from the domain's engine or the server's fieldErrors) become Hungarian messages under the
 * fields, and the focus moves to the first invalid field in screen order. After a step change
 * the focus goes to the step's heading instead (focusHeading), so a screen reader reads where
 * the customer is.
 */
export function useStepErrors() {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [focusRequest, setFocusRequest] = useState<{ id: string | null; seq: number } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Focus after the render that shows the messages (or the new step), not before it.
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.id === null) headingRef.current?.focus();
    else document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  /** Moves the focus to an element by id, or to the heading with null; each call focuses again. */
  const focusOn = useCallback(
    (id: string | null) => setFocusRequest((previous) => ({ id, seq: (previous?.seq ?? 0) + 1 })),
    [],
  );

  /** Message keys by field as Hungarian messages. */
  const messagesOf = useCallback(
    (keys: Record<string, string>) =>
      Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, t(key)])),
    [t],
  );

  /** Message keys by field as Hungarian messages, and the first field of `order` holding one. */
  const translate = useCallback(
    (keys: Record<string, string>, order: readonly string[], inputId: (field: string) => string) => {
      const first = order.find((field) => keys[field]);
      return {
        messages: messagesOf(keys),
        firstId: first === undefined ? null : inputId(first),
      } satisfies StepMessages;
    },
    [messagesOf],
  );

  /** Shows messages under their fields and focuses one (the heading with null). */
  const show = useCallback(
    (messages: Record<string, string>, focusId: string | null) => {
      setErrors(messages);
      focusOn(focusId);
    },
    [focusOn],
  );

  /**
   * Shows the message keys of a check; the first field in `order` with one takes the focus.
   * Returns whether there was any: false means the step may be left.
   */
  const showKeys = useCallback(
    (keys: Record<string, string>, order: readonly string[], inputId: (field: string) => string) => {
      const found = translate(keys, order, inputId);
      setErrors(found.messages);
      if (found.firstId !== null) focusOn(found.firstId);
      return found.firstId !== null;
    },
    [translate, focusOn],
  );

  /** An answer changed: its message goes. */
  const clear = useCallback((field: string) => setErrors(({ [field]: _dropped, ...rest }) => rest), []);
  const clearAll = useCallback(() => setErrors({}), []);
  const focusHeading = useCallback(() => focusOn(null), [focusOn]);

  return {
    errors,
    headingRef,
    messagesOf,
    translate,
    show,
    showKeys,
    clear,
    clearAll,
    focusOn,
    focusHeading,
  };
}

export type StepErrors = ReturnType<typeof useStepErrors>;
