/** The dashboard's home drawn before react-admin loads (the first screen after sign-in). */
export { HomeScreen, type HomeScreenProps } from './HomeScreen';
