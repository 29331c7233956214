/** wa.me wants the number in international form with digits only. */
export function whatsappUrl(number: string): string | null {
  const digits = number.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}
