/**
 * A product's size chart: a row per measurement, named in both languages, with a value under each
 * of the sizes chosen above (kept by the shop's size, `values.s{id}`, so reordering the sizes never
 * moves a value). No row: no chart.
 */
import { Typography } from '@mui/material';
import { ArrayInput, SimpleFormIterator, TextInput, useGetMany, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SIZE_CHART_ROWS_MAX, SIZE_CHART_VALUE_MAX, sizeChartKey } from '@shop/domain';
import { AddRowButton, alwaysShowRowButtons } from './AddRowButton';

const ROWS_WRAP = { '& .RaSimpleFormIterator-form': { flexDirection: 'row', flexWrap: 'wrap' } } as const;

export function SizeChartInput() {
  const translate = useTranslate();
  const sizeIds = (useWatch({ name: 'size_ids' }) as number[] | undefined) ?? [];
  const { data: sizes = [] } = useGetMany<{ id: number; name: string }>('sizes', { ids: sizeIds });
  const byId = new Map(sizes.map((size) => [size.id, size]));
  const rows = (useWatch({ name: 'size_chart.rows' }) as unknown[] | undefined) ?? [];
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.products.size_chart.help')}
      </Typography>
      <ArrayInput source="size_chart.rows" label={false}>
        <SimpleFormIterator
          inline
          disableClear
          disableAdd={rows.length >= SIZE_CHART_ROWS_MAX}
          addButton={<AddRowButton label="resources.products.size_chart.add" />}
          sx={{ ...alwaysShowRowButtons, ...ROWS_WRAP }}
        >
          <TextInput
            source="name_ar"
            label="resources.products.size_chart.name_ar"
            sx={{ width: { xs: '100%', sm: 180 } }}
          />
          <TextInput
            source="name_en"
            label="resources.products.size_chart.name_en"
            sx={{ width: { xs: '100%', sm: 180 } }}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
          {sizeIds.map((id) => (
            <TextInput
              key={id}
              source={`values.${sizeChartKey(id)}`}
              label={byId.get(id)?.name.toUpperCase() ?? '…'}
              sx={{ width: 96 }}
              slotProps={{ htmlInput: { dir: 'ltr', maxLength: SIZE_CHART_VALUE_MAX } }}
            />
          ))}
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}
