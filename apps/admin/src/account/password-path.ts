/** Where a staff member changes their own password, below /admin (the user menu's link). */
export const PASSWORD_PAGE_PATH = '/my-password';
