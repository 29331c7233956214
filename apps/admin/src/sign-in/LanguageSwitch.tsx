/**
 * The language choice of the screens drawn before react-admin loads (the sign-in screen and the
 * dashboard's home): a button with the language's name, or an icon alone where the name would
 * leave no room (a phone's bar), and a menu of the two languages.
 */
import { useId, useState, type MouseEvent } from 'react';
import { Button, IconButton, Menu, MenuItem } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TranslateIcon from '@mui/icons-material/Translate';
import { ADMIN_LANGS, type AdminLang } from '../i18n/locale';

export function LanguageSwitch({
  lang,
  onChange,
  texts,
  iconOnly = false,
}: {
  lang: AdminLang;
  onChange: (lang: AdminLang) => void;
  texts: { language: string; languages: Record<AdminLang, string> };
  iconOnly?: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const opener = {
    color: 'inherit',
    'aria-haspopup': 'menu',
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? 'true' : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  } as const;
  return (
    <>
      {iconOnly ? (
        <IconButton {...opener} aria-label={texts.language}>
          <TranslateIcon />
        </IconButton>
      ) : (
        <Button
          {...opener}
          startIcon={<TranslateIcon />}
          endIcon={<ExpandMoreIcon fontSize="small" />}
          sx={{ textTransform: 'none' }}
          title={texts.language}
        >
          {texts.languages[lang]}
        </Button>
      )}
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {ADMIN_LANGS.map((choice) => (
          <MenuItem
            key={choice}
            lang={choice}
            selected={choice === lang}
            onClick={() => {
              setAnchor(null);
              onChange(choice);
            }}
          >
            {texts.languages[choice]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
