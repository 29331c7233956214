/** Which of a record's two names to show: the one in the dashboard's language. */
import { useLocaleState } from 'react-admin';

export function useNameField(prefix = 'name'): string {
  const [locale] = useLocaleState();
  return `${prefix}_${locale === 'en' ? 'en' : 'ar'}`;
}
