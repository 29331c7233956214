// Public entry of the storefront's sign-in state and route guards.
export { useSession } from './session';
export { RequireSignIn, RedirectIfSignedIn, returnPathOf, signInUrl, type ReturnState } from './guards';
