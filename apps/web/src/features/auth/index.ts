/** Public entry of the sign-in feature. Its pages (/auth, /auth/reset-password) are loaded lazily by the router. */
export { CodeForm } from './components/CodeForm';
