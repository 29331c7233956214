/**
 * A button's call to the staff API: the button is busy while it runs, and a failure is told with
 * the API's translated message.
 */
import { useState } from 'react';
import { useNotify } from 'react-admin';

export function useBusyCall() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async <T>(call: () => Promise<T>, onDone: (answer: T) => void) => {
    setBusy(true);
    try {
      onDone(await call());
    } catch (error) {
      notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
