/**
 * react-admin's layout with a menu: the dashboard home, the resources the role may open, and the
 * shop's settings for the roles that may change them; the user menu holds the staff member's own
 * password change and sign-out.
 */
import type { ReactNode } from 'react';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useMediaQuery, type Theme } from '@mui/material';
import { staffMay, type StaffRole } from '@shop/domain';
import {
  AppBar,
  Layout,
  Logout,
  Menu,
  MenuItemLink,
  RefreshIconButton,
  UserMenu,
  useLocaleState,
  usePermissions,
  useSidebarState,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { PASSWORD_PAGE_PATH } from '../account/PasswordPage';
import { DEFAULT_LANG, isAdminLang } from '../i18n/locale';
import { LanguageSwitch, signInTexts } from '../sign-in';
import { menuIcons } from './menu-icons';
import { MenuSectionHeading } from './MenuSectionHeading';
import { MENU_SECTIONS, pagesFor, type MenuSection } from './menu-sections';

/** One section of the menu: its heading (while the menu is open) and the pages the role may open. */
function MenuSectionItems({ section, role }: { section: MenuSection; role: StaffRole }) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const pages = pagesFor(section, role);
  if (pages.length === 0) return null;
  return (
    <>
      <MenuSectionHeading open={open} title={translate(`menu.sections.${section}`)} />
      {pages.map((page) =>
        page === 'settings' ? (
          <Menu.Item
            key={page}
            to="/settings"
            primaryText="settings.title"
            leftIcon={<menuIcons.settings />}
          />
        ) : page === 'reports' ? (
          <Menu.Item key={page} to="/reports" primaryText="reports.title" leftIcon={<menuIcons.reports />} />
        ) : page === 'einvoicing' ? (
          <Menu.Item
            key={page}
            to="/einvoicing"
            primaryText="einvoicing.title"
            leftIcon={<menuIcons.einvoicing />}
          />
        ) : (
          <Menu.ResourceItem key={page} name={page} />
        ),
      )}
    </>
  );
}

function AdminMenu() {
  const { permissions } = usePermissions<StaffRole>();
  return (
    <Menu>
      {permissions && staffMay(permissions, 'dashboard') ? <Menu.DashboardItem /> : null}
      {permissions &&
        MENU_SECTIONS.map((section) => (
          <MenuSectionItems key={section} section={section} role={permissions} />
        ))}
    </Menu>
  );
}

function PasswordMenuItem() {
  // The user menu stays open after a link is followed unless the item closes it.
  const userMenu = useUserMenu();
  return (
    <MenuItemLink
      to={PASSWORD_PAGE_PATH}
      primaryText="account.menu_password"
      leftIcon={<LockResetIcon />}
      onClick={() => userMenu?.onClose()}
    />
  );
}

/**
 * The language choice, the same button and menu as on the screens drawn before react-admin (the
 * language's name on wider screens, an icon alone on phones), on react-admin's locale.
 */
function LanguageMenu() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [locale, setLocale] = useLocaleState();
  const lang = isAdminLang(locale) ? locale : DEFAULT_LANG;
  return <LanguageSwitch lang={lang} onChange={setLocale} texts={signInTexts[lang]} iconOnly={phone} />;
}

function AdminAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <LanguageMenu />
          <RefreshIconButton />
        </>
      }
      userMenu={
        <UserMenu>
          <PasswordMenuItem />
          <Logout />
        </UserMenu>
      }
    />
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AdminMenu} appBar={AdminAppBar}>
      {children}
    </Layout>
  );
}
