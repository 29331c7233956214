/**
 * What the server refused that no field of the form shows (a 422's `_`, or fields the form does not
 * have, such as a request's products): one alert above the form's button.
 */

/** The texts of the refused fields other than `fields` (those show beside their field). */
export function otherFieldErrors(errors: Record<string, string[]>, fields: readonly string[]): string[] {
  return Object.entries(errors)
    .filter(([field]) => !fields.includes(field))
    .flatMap(([, texts]) => texts);
}

export function FormErrors({ texts, testId }: { texts: readonly string[]; testId?: string }) {
  if (texts.length === 0) return null;
  return (
    <ul className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" role="alert" data-testid={testId}>
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}
