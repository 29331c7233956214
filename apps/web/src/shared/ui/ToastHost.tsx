import { ToastContainer } from 'react-toastify';
import { currentLang } from '../lib/lang';
import { toastDefaults } from './toast';

/** The one toast container of the app (lazily loaded by the shell). */
export default function ToastHost() {
  return <ToastContainer {...toastDefaults} rtl={currentLang === 'ar'} newestOnTop theme="colored" />;
}
