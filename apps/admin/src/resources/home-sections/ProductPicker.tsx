/**
 * The products of a home section, in the order the home page shows them: search the storefront's
 * products by name (or type an id), add, move up or down, remove. The value is the ids in order.
 */
import { useEffect, useMemo, useState } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Autocomplete,
  Avatar,
  Box,
  FormHelperText,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useInput, useLocaleState, useTranslate } from 'react-admin';
import { HOME_SECTION_PRODUCTS_MAX } from '@shop/domain';
import type { AdminLang } from '../../i18n/locale';
import { productById, searchProducts, type ProductChoice } from '../../shared/storefront-products';

/** Names of the chosen products, fetched once per id and language. */
function useProductNames(ids: number[], lang: AdminLang) {
  const [known, setKnown] = useState<Record<string, ProductChoice | null>>({});
  useEffect(() => {
    const missing = ids.filter((id) => !(`${lang}:${id}` in known));
    if (missing.length === 0) return;
    let live = true;
    void Promise.all(missing.map((id) => productById(lang, id))).then((found) => {
      if (!live) return;
      setKnown((before) => {
        const next = { ...before };
        missing.forEach((id, index) => (next[`${lang}:${id}`] = found[index] ?? null));
        return next;
      });
    });
    return () => {
      live = false;
    };
  }, [ids, lang, known]);
  return (id: number) => known[`${lang}:${id}`];
}

function useProductSearch(text: string, lang: AdminLang) {
  const [options, setOptions] = useState<ProductChoice[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      searchProducts(lang, text, controller.signal)
        .then(setOptions)
        .catch(() => setOptions([]))
        .finally(() => setLoading(false));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, lang]);
  return { options, loading };
}

export function ProductPicker({ source }: { source: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lang: AdminLang = locale === 'en' ? 'en' : 'ar';
  const { field, fieldState } = useInput({ source, defaultValue: [] });
  const ids = useMemo<number[]>(
    () => (Array.isArray(field.value) ? field.value.map(Number) : []),
    [field.value],
  );
  const nameOf = useProductNames(ids, lang);
  const [text, setText] = useState('');
  const { options, loading } = useProductSearch(text, lang);
  const full = ids.length >= HOME_SECTION_PRODUCTS_MAX;

  const set = (next: number[]) => field.onChange(next);
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by] as number, next[index] as number];
    set(next);
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 560, mb: 2 }}>
      <Typography variant="subtitle2" gutterBottom>
        {translate('resources.home-sections.fields.product_ids')} ({ids.length}/{HOME_SECTION_PRODUCTS_MAX})
      </Typography>
      <Autocomplete<ProductChoice>
        options={options.filter((option) => !ids.includes(option.id))}
        loading={loading}
        disabled={full}
        value={null}
        inputValue={text}
        onInputChange={(_, value, reason) => {
          if (reason !== 'reset') setText(value);
        }}
        onChange={(_, choice) => {
          if (choice && !ids.includes(choice.id)) set([...ids, choice.id]);
          setText('');
        }}
        filterOptions={(list) => list}
        getOptionLabel={(option) => `${option.name} (#${option.id})`}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText={translate('resources.home-sections.no_products')}
        loadingText={translate('ra.page.loading')}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <Avatar variant="rounded" src={option.image} alt="" sx={{ width: 32, height: 32, me: 1 }} />
            {option.name}
            <Typography component="span" color="text.secondary" sx={{ ms: 1 }} dir="ltr">
              #{option.id}
            </Typography>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('resources.home-sections.add_product')}
            helperText={full ? translate('resources.home-sections.full') : undefined}
          />
        )}
      />
      {fieldState.error?.message && (
        <FormHelperText error>
          {translate(fieldState.error.message, { _: fieldState.error.message })}
        </FormHelperText>
      )}
      {ids.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate('resources.home-sections.empty_products')}
        </Typography>
      ) : (
        <List dense aria-label={translate('resources.home-sections.fields.product_ids')}>
          {ids.map((id, index) => {
            const product = nameOf(id);
            const label =
              product === undefined
                ? `#${id}`
                : product === null
                  ? translate('resources.home-sections.not_shown', { id })
                  : product.name;
            return (
              <ListItem
                key={id}
                data-product-id={id}
                divider
                secondaryAction={
                  <Box sx={{ display: 'flex' }}>
                    <IconButton
                      aria-label={translate('resources.home-sections.move_up', { name: label })}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUpwardIcon />
                    </IconButton>
                    <IconButton
                      aria-label={translate('resources.home-sections.move_down', { name: label })}
                      disabled={index === ids.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDownwardIcon />
                    </IconButton>
                    <IconButton
                      aria-label={translate('resources.home-sections.remove', { name: label })}
                      onClick={() => set(ids.filter((other) => other !== id))}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Box>
                }
                sx={{ pe: 18 }}
              >
                <ListItemAvatar>
                  <Avatar variant="rounded" src={product?.image} alt="">
                    {index + 1}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText primary={`${index + 1}. ${label}`} secondary={`#${id}`} />
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
