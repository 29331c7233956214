/**
 * react-admin's layout with a menu: the dashboard home, the resources the role may open, and the
 * shop's settings for the roles that may change them; the user menu holds the staff member's own
 * password change and sign-out.
 */
import { useState, type ReactNode } from 'react';
import LockResetIcon from '@mui/icons-material/LockReset';
import SettingsIcon from '@mui/icons-material/Settings';
import TranslateIcon from '@mui/icons-material/Translate';
import { IconButton, Menu as MuiMenu, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import {
  AppBar,
  CanAccess,
  Layout,
  LocalesMenuButton,
  Logout,
  Menu,
  MenuItemLink,
  RefreshIconButton,
  UserMenu,
  useLocales,
  useLocaleState,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { PASSWORD_PAGE_PATH } from '../account/PasswordPage';

function AdminMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <CanAccess resource="settings" action="edit">
        <Menu.Item to="/settings" primaryText="settings.title" leftIcon={<SettingsIcon />} />
      </CanAccess>
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
