/** The staff sign-in screen, shown before react-admin loads and by the dashboard when a session ends. */
export { SignInScreen, type SignInScreenProps } from './SignInScreen';
export { LanguageSwitch } from './LanguageSwitch';
export { createSessionApi, SignInRefusal, SignInUnreachable, type SessionApi } from './session-api';
export { signInTexts, fillIn, type SignInTexts } from './texts';
