/**
 * The dashboard's home as the first screen after sign-in, drawn with MUI alone before react-admin
 * loads: the bar (the menu's button, the title, the language, refresh and the staff member's own
 * menu), the menu of the pages the role may open, and the home's figures. It looks like
 * react-admin's layout, which takes over when any of its links is followed; moving the pointer
 * over, touching or focusing a link or a button starts loading react-admin, so that the page opens
 * at once. (Moving, not merely being over: a pointer left where the sign-in button was rests over
 * the home's cards when they appear, which is no sign of going anywhere.)
 */
import {
  forwardRef,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ElementType,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import {
  AppBar,
  Box,
  Button,
  Drawer,
  IconButton,
  LinearProgress,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  MenuList,
  Toolbar,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import LockResetIcon from '@mui/icons-material/LockReset';
import MenuIcon from '@mui/icons-material/Menu';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { AdminDashboard, AdminSession } from '@shop/contract';
import { staffMay, type StaffRole } from '@shop/domain';
import { PASSWORD_PAGE_PATH } from '../account/password-path';
import type { AdminLang } from '../i18n/locale';
import { menuIcons } from '../layout/menu-icons';
import { MenuSectionHeading } from '../layout/MenuSectionHeading';
import { MENU_SECTIONS, pagesFor, type MenuPage, type MenuSection } from '../layout/menu-sections';
import { readSidebarOpen, storeSidebarOpen } from '../layout/sidebar-state';
import {
  DashboardSurroundingsProvider,
  DashboardView,
  type Translate,
} from '../resources/dashboard/DashboardView';
import { LanguageSwitch, SignInRefusal, signInTexts, type SessionApi } from '../sign-in';
import { homeTranslate } from './home-texts';

/** react-admin's sidebar widths, open and closed. */
const SIDEBAR_OPEN = 240;
const SIDEBAR_CLOSED = 55;

export interface HomeScreenProps {
  session: AdminSession;
  lang: AdminLang;
  onLangChange(lang: AdminLang): void;
  api: Pick<SessionApi, 'dashboard' | 'signOut'>;
  /** Opens a page of the dashboard (a path below /admin) in react-admin; settles once it shows. */
  open(path: string): Promise<void>;
  /** Starts loading react-admin without opening it. */
  prefetch(): void;
  /** Signed out here, or the session ended: the sign-in screen follows. */
  onSignedOut(): void;
}

/** The menu's page at `page`: its path below /admin and its title's text key. */
function pageLink(page: MenuPage | 'dashboard'): { to: string; text: string; count?: number } {
  if (page === 'dashboard') return { to: '/', text: 'ra.page.dashboard' };
  if (page === 'settings' || page === 'reports' || page === 'einvoicing')
    return { to: `/${page}`, text: `${page}.title` };
  return { to: `/${page}`, text: `resources.${page}.name`, count: 2 };
}

/** A plain click (no new tab or window asked for) that the home handles itself. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

type LinkProps = ComponentPropsWithoutRef<'a'> & { to: string };

function useHomeData(api: HomeScreenProps['api'], onSessionEnded: () => void) {
  const [state, setState] = useState<{ data?: AdminDashboard; error: Error | null; pending: boolean }>({
    error: null,
    pending: true,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    setState((before) => ({ ...before, pending: before.data === undefined, error: null }));
    api.dashboard().then(
      (data) => current && setState({ data, error: null, pending: false }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof SignInRefusal && error.status === 401) return onSessionEnded();
        setState({
          error: error instanceof SignInRefusal ? error : new Error('ra.notification.http_error'),
          pending: false,
        });
      },
    );
    return () => {
      current = false;
    };
  }, [api, onSessionEnded, round]);
  return { ...state, refresh: useCallback(() => setRound((n) => n + 1), []) };
}

function MenuEntry({
  page,
  translate,
  sidebarOpen,
  active = false,
  link: Link,
}: {
  page: MenuPage | 'dashboard';
  translate: Translate;
  sidebarOpen: boolean;
  active?: boolean;
  link: ElementType;
}) {
  const { to, text, count } = pageLink(page);
  const Icon = menuIcons[page];
  const title = translate(text, count === undefined ? {} : { smart_count: count });
  return (
    <MenuItem
      component={Link}
      to={to}
      aria-current={active ? 'page' : undefined}
      aria-label={sidebarOpen ? undefined : title}
      title={sidebarOpen ? undefined : title}
      sx={{ color: active ? 'text.primary' : 'text.secondary' }}
    >
      <ListItemIcon sx={{ minWidth: 40, color: 'text.secondary' }}>
        <Icon />
      </ListItemIcon>
      {sidebarOpen ? <ListItemText>{title}</ListItemText> : null}
    </MenuItem>
  );
}

function SectionEntries({
  section,
  role,
  translate,
  sidebarOpen,
  link,
}: {
  section: MenuSection;
  role: StaffRole;
  translate: Translate;
  sidebarOpen: boolean;
  link: ElementType;
}) {
  const pages = pagesFor(section, role);
  if (pages.length === 0) return null;
  return (
    <>
      <MenuSectionHeading open={sidebarOpen} title={translate(`menu.sections.${section}`)} />
      {pages.map((page) => (
        <MenuEntry key={page} page={page} translate={translate} sidebarOpen={sidebarOpen} link={link} />
      ))}
    </>
  );
}

function StaffMenu({
  session,
  translate,
  phone,
  link: Link,
  onSignOut,
}: {
  session: AdminSession;
  translate: Translate;
  phone: boolean;
  link: ElementType;
  onSignOut(): void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('ra.auth.user_menu');
  const opener = {
    color: 'inherit',
    'aria-label': label,
    'aria-haspopup': 'menu',
    'aria-expanded': anchor ? 'true' : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  } as const;
  return (
    <>
      {phone ? (
        <IconButton {...opener}>
          <AccountCircle />
        </IconButton>
      ) : (
        <Button {...opener} startIcon={<AccountCircle />} sx={{ textTransform: 'none', mx: 0.5 }}>
          {session.staff.name}
        </Button>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem component={Link} to={PASSWORD_PAGE_PATH} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <LockResetIcon />
          </ListItemIcon>
          <ListItemText>{translate('account.menu_password')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onSignOut();
          }}
        >
          <ListItemIcon>
            <PowerSettingsNewIcon />
          </ListItemIcon>
          <ListItemText>{translate('ra.auth.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}

export function HomeScreen({
  session,
  lang,
  onLangChange,
  api,
  open,
  prefetch,
  onSignedOut,
}: HomeScreenProps) {
  const translate = useMemo(() => homeTranslate(lang), [lang]);
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // Two states, as react-admin keeps them: the wide screen's sidebar (remembered) and the phone's
  // drawer (closed until asked for), so a window narrowed to a phone's width opens no drawer.
  const [wideSidebarOpen, setWideSidebarOpen] = useState(readSidebarOpen);
  const [phoneDrawerOpen, setPhoneDrawerOpen] = useState(false);
  const sidebarOpen = phone ? phoneDrawerOpen : wideSidebarOpen;
  const [opening, setOpening] = useState(false);
  // A double click, or a second link while the first page's code arrives: one page opens.
  const openingNow = useRef(false);
  const { data, error, pending, refresh } = useHomeData(api, onSignedOut);
  const role = session.staff.role;

  const openPage = useCallback(
    (to: string) => {
      // The home itself: its figures again, without loading react-admin for the same page.
      if (to === '/') {
        setPhoneDrawerOpen(false);
        refresh();
        return;
      }
      if (openingNow.current) return;
      openingNow.current = true;
      setOpening(true);
      open(to).catch(() => {
        openingNow.current = false;
        setOpening(false);
      });
    },
    [open, refresh],
  );
  // A link of the home: a real address (a new tab opens it), followed here by react-admin.
  const link = useMemo(
    () =>
      // MUI's list buttons pass an `href` of their own (their `to`, below /admin): the link's wins.
      forwardRef<HTMLAnchorElement, LinkProps>(function HomeLink({ to, onClick, href: _, ...rest }, ref) {
        return (
          <a
            {...rest}
            ref={ref}
            href={`/admin${to}`}
            onClick={(event) => {
              onClick?.(event);
              if (event.defaultPrevented || !plainClick(event)) return;
              event.preventDefault();
              openPage(to);
            }}
          />
        );
      }),
    [openPage],
  );
  const surroundings = useMemo(() => ({ translate, locale: lang, link }), [translate, lang, link]);
  const startLoading = (event: SyntheticEvent) => {
    if ((event.target as Element).closest?.('a, button')) prefetch();
  };
  const toggleSidebar = () => {
    if (phone) {
      setPhoneDrawerOpen(!phoneDrawerOpen);
      return;
    }
    setWideSidebarOpen(!wideSidebarOpen);
    storeSidebarOpen(!wideSidebarOpen);
  };

  const menu = (
    <MenuList sx={{ width: phone || sidebarOpen ? SIDEBAR_OPEN : SIDEBAR_CLOSED, overflowX: 'hidden' }}>
      {staffMay(role, 'dashboard') ? (
        <MenuEntry
          page="dashboard"
          translate={translate}
          sidebarOpen={phone || sidebarOpen}
          active
          link={link}
        />
      ) : null}
      {MENU_SECTIONS.map((section) => (
        <SectionEntries
          key={section}
          section={section}
          role={role}
          translate={translate}
          sidebarOpen={phone || sidebarOpen}
          link={link}
        />
      ))}
    </MenuList>
  );

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}
      onPointerMove={startLoading}
      onFocus={startLoading}
      onTouchStart={startLoading}
      data-testid="home-before-dashboard"
    >
      <AppBar color="secondary" position="fixed">
        <Toolbar
          disableGutters
          variant={phone ? 'regular' : 'dense'}
          sx={{ px: 1, minHeight: { xs: 48, md: undefined } }}
        >
          <IconButton
            color="inherit"
            aria-label={translate(sidebarOpen ? 'ra.action.close_menu' : 'ra.action.open_menu')}
            onClick={toggleSidebar}
            sx={{ mx: 0.25 }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="span" noWrap sx={{ flex: 1 }}>
            {translate('dashboard.title')}
          </Typography>
          <LanguageSwitch lang={lang} onChange={onLangChange} texts={signInTexts[lang]} iconOnly={phone} />
          <IconButton color="inherit" aria-label={translate('ra.action.refresh')} onClick={refresh}>
            <RefreshIcon />
          </IconButton>
          <StaffMenu
            session={session}
            translate={translate}
            phone={phone}
            link={link}
            onSignOut={() =>
              void api
                .signOut(session)
                .catch(() => undefined)
                .then(onSignedOut)
            }
          />
        </Toolbar>
        {opening ? (
          <LinearProgress color="inherit" sx={{ position: 'absolute', bottom: 0, insetInline: 0 }} />
        ) : null}
      </AppBar>
      <Box sx={{ display: 'flex', flexGrow: 1, mt: { xs: 7, sm: 6 } }}>
        {phone ? (
          <Drawer variant="temporary" open={sidebarOpen} onClose={toggleSidebar}>
            {menu}
          </Drawer>
        ) : (
          <Box sx={{ width: sidebarOpen ? SIDEBAR_OPEN : SIDEBAR_CLOSED, flexShrink: 0 }}>
            <Box
              sx={{
                position: 'fixed',
                height: 'calc(100vh - 3em)',
                overflowY: 'auto',
                scrollbarWidth: 'none',
              }}
            >
              {menu}
            </Box>
          </Box>
        )}
        <Box component="main" id="main-content" sx={{ flexGrow: 1, flexBasis: 0, minWidth: 0, px: 1 }}>
          <DashboardSurroundingsProvider value={surroundings}>
            <DashboardView data={data} error={error} pending={pending} />
          </DashboardSurroundingsProvider>
        </Box>
      </Box>
    </Box>
  );
}
