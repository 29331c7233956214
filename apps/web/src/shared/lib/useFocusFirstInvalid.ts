import { useCallback, useEffect, useReducer, useRef } from 'react';

/** A field that shows an error (FormField and the checkout's own fields mark it so). */
const INVALID = '[aria-invalid="true"]:not(:disabled)';

/** How long after a refused submit its errors may take to show. */
const WAIT_MS = 3000;

/**
 * Sends the keyboard to the first invalid field of a form, in reading order, when a submit was
 * refused (by the form's own rules or by the API's 422): keyboard and screen-reader users land on
 * the problem instead of the button. `focusFirstInvalid` is called as the errors are set, before
 * they are on screen (react-hook-form even calls handleSubmit's second argument before it sets
 * them); the focus moves after the form's next render that shows one. React-hook-form's own
 * focusing goes by the order fields were registered, not the order they are shown, so forms turn
 * it off (`shouldFocusError: false`) and pass this as handleSubmit's second argument.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  /** Until when a refused submit waits for its errors to show (0: none waits). */
  const waitsUntil = useRef(0);
  // A render even when the errors shown do not change (the same form sent again).
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    if (waitsUntil.current === 0) return;
    if (Date.now() > waitsUntil.current) {
      waitsUntil.current = 0;
      return;
    }
    const field = ref.current?.querySelector<HTMLElement>(INVALID);
    if (!field) return;
    waitsUntil.current = 0;
    field.focus();
  });

  const focusFirstInvalid = useCallback(() => {
    waitsUntil.current = Date.now() + WAIT_MS;
    rerender();
  }, []);

  return { ref, focusFirstInvalid };
}
