/**
 * react-admin's layout with a menu: the dashboard home, the resources the role may open, and the
 * shop's settings for the roles that may change them; the user menu holds the staff member's own
 * password change and sign-out.
 */
import { useState, type ReactNode } from 'react';
import LockResetIcon from '@mui/icons-material/LockReset';
import TranslateIcon from '@mui/icons-material/Translate';
import { IconButton, Menu as MuiMenu, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import { staffMay, type StaffRole } from '@shop/domain';
import {
  AppBar,
  Layout,
  LocalesMenuButton,
  Logout,
  Menu,
  MenuItemLink,
  RefreshIconButton,
  UserMenu,
  useLocales,
  useLocaleState,
  usePermissions,
  useSidebarState,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { PASSWORD_PAGE_PATH } from '../account/PasswordPage';
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
 * The language choice: react-admin's button with the language's name on wider screens, an icon
 * alone on phones, where the name would leave the page's title no room.
 */
function LanguageMenu() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!phone) return <LocalesMenuButton />;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={translate('app.language')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <TranslateIcon />
      </IconButton>
      <MuiMenu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {locales.map(({ locale: code, name }) => (
          <MenuItem
            key={code}
            selected={code === locale}
            lang={code}
            onClick={() => {
              setAnchor(null);
              setLocale(code);
            }}
          >
            {name}
          </MenuItem>
        ))}
      </MuiMenu>
    </>
  );
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
