/** A form's submit button: disabled while the form is being sent, and saying so. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  className = 'btn-primary',
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}
