/**
 * Reports for the owner, sales staff and the accountant: money received over a range of days
 * (by day, week or month, with a chart against the range just before, and by product, category
 * and city) and the VAT inside it, each table also as a CSV file in the dashboard's language
 * (GET /admin/api/reports/sales|vat and their exports). The range lives in the page's address,
 * so a report can be bookmarked or sent to a colleague.
 */
import type { ReactNode } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  MenuItem,
  Skeleton,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Button, HttpError, Title, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import type { AdminSalesReport, AdminVatReport } from '@shop/contract';
import {
  addDays,
  daysInRange,
  percentChange,
  REPORT_DEFAULT_DAYS,
  REPORT_GROUPS,
  shopDay,
  staffMay,
  type ReportGroup,
  type SalesReportTable,
  type StaffRole,
} from '@shop/domain';
import { resourceAreas } from '../areas';
import { formatSar, Money } from '../../shared/Money';
import { DATE_LOCALES } from '../../shared/ShopDateField';
import { saveFile } from '../../shared/save-file';
import { TitledCard } from '../../shared/TitledCard';
import { useBusyCall } from '../../shared/useBusyCall';
import { useShopDataProvider } from '../../shared/useShopDataProvider';

type ReportTab = 'sales' | 'vat';

/** The report's headline figures, in order: amounts in SAR, then counts. */
const FIGURES = [
  { name: 'received', money: true },
  { name: 'net_sales', money: true },
  { name: 'vat', money: true },
  { name: 'orders', money: false },
  { name: 'pieces', money: false },
] as const;

/** A card in a column or grid that may be narrower than its table: the table scrolls inside it. */
const CELL = { minWidth: 0 } as const;

interface ReportQuery {
  from: string;
  to: string;
  group: ReportGroup;
}

/** The quick ranges offered beside the day fields, from the shop's today. */
function quickRanges(today: string): Record<string, ReportQuery> {
  const monthStart = `${today.slice(0, 7)}-01`;
  const lastMonthEnd = addDays(monthStart, -1);
  return {
    last_30_days: { from: addDays(today, 1 - REPORT_DEFAULT_DAYS), to: today, group: 'day' },
    this_month: { from: monthStart, to: today, group: 'day' },
    last_month: { from: `${lastMonthEnd.slice(0, 7)}-01`, to: lastMonthEnd, group: 'day' },
    this_year: { from: `${today.slice(0, 4)}-01-01`, to: today, group: 'month' },
  };
}

/** The range in the page's address, the last 30 days by day when it names none. */
function useReportQuery(): [
  ReportQuery,
  ReportTab,
  (change: Partial<ReportQuery & { tab: ReportTab }>) => void,
] {
  const [params, setParams] = useSearchParams();
  const fallback = quickRanges(shopDay(new Date())).last_30_days!;
  const group = params.get('group');
  const query: ReportQuery = {
    from: params.get('from') || fallback.from,
    to: params.get('to') || fallback.to,
    group: (REPORT_GROUPS as readonly string[]).includes(group ?? '') ? (group as ReportGroup) : 'day',
  };
  const tab: ReportTab = params.get('tab') === 'vat' ? 'vat' : 'sales';
  const change = (next: Partial<ReportQuery & { tab: ReportTab }>) =>
    setParams({ ...query, tab, ...next }, { replace: true });
  return [query, tab, change];
}

/**
 * A period's names: in full for tables (the day, "Week of" its Sunday, or the month) and short
 * for the chart's axis (the day or the month), in the dashboard's language.
 */
function usePeriodNames(group: ReportGroup) {
  const translate = useTranslate();
  const [locale = 'ar'] = useLocaleState();
  const dateLocale = DATE_LOCALES[locale] ?? 'en-GB';
  const day = new Intl.DateTimeFormat(dateLocale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(dateLocale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const short = (start: string) => (group === 'month' ? month : day).format(new Date(`${start}T00:00:00Z`));
  const full = (start: string) =>
    group === 'week' ? translate('reports.week_of', { day: short(start) }) : short(start);
  return { short, full };
}

function RangeFields({
  query,
  errors,
  onChange,
}: {
  query: ReportQuery;
  errors: Record<string, string>;
  onChange: (next: Partial<ReportQuery>) => void;
}) {
  const translate = useTranslate();
  const ranges = quickRanges(shopDay(new Date()));
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['from', 'to'] as const).map((name) => (
          <TextField
            key={name}
            type="date"
            size="small"
            label={translate(`reports.fields.${name}`)}
            value={query[name]}
            onChange={(event) => event.target.value && onChange({ [name]: event.target.value })}
            error={Boolean(errors[name])}
            helperText={errors[name]}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `report-${name}` } }}
          />
        ))}
        <TextField
          select
          size="small"
          label={translate('reports.fields.group')}
          value={query.group}
          onChange={(event) => onChange({ group: event.target.value as ReportGroup })}
          error={Boolean(errors.group)}
          helperText={errors.group}
          sx={{ minWidth: 140 }}
        >
          {REPORT_GROUPS.map((group) => (
            <MenuItem key={group} value={group}>
              {translate(`reports.groups.${group}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {Object.entries(ranges).map(([name, range]) => (
          <Chip
            key={name}
            label={translate(`reports.ranges.${name}`)}
            onClick={() => onChange(range)}
            color={range.from === query.from && range.to === query.to ? 'primary' : 'default'}
            variant="outlined"
          />
        ))}
      </Stack>
    </Stack>
  );
}

function DownloadButton({
  report,
  query,
  table,
}: {
  report: ReportTab;
  query: ReportQuery;
  table?: SalesReportTable;
}) {
  const translate = useTranslate();
  const dataProvider = useShopDataProvider();
  const { permissions: role } = usePermissions<StaffRole>();
  const { busy, run } = useBusyCall();
  if (!role || !staffMay(role, 'exports')) return null;
  const name = `${translate(`reports.files.${report}`)}${table ? `-${table}` : ''}-${query.from}-${query.to}.csv`;
  return (
    <Button
      label="reports.download"
      disabled={busy}
      onClick={() =>
        run(
          () => dataProvider.reportCsv(report, { ...query, table }),
          (file) => saveFile(file, name),
        )
      }
    >
      <DownloadIcon />
    </Button>
  );
}

/** A table that scrolls inside its card on a narrow screen instead of widening the page. */
function FigureTable({
  head,
  rows,
  foot,
  testId,
}: {
  head: ReactNode[];
  rows: ReactNode[][];
  foot?: ReactNode[];
  testId: string;
}) {
  const translate = useTranslate();
  const empty = translate('reports.empty_table');
  const cell = (content: ReactNode, index: number, bold = false) => (
    <TableCell
      key={index}
      align={index === 0 ? 'left' : 'right'}
      sx={{
        whiteSpace: 'nowrap',
        ...(bold ? { fontWeight: 700, fontSize: '0.875rem' } : {}),
      }}
    >
      {content}
    </TableCell>
  );
  return (
    // No width of its own (width 0, stretched to its card): a wide table adds nothing to the
    // page's least width, so it scrolls inside the card on a phone instead of widening the page.
    <Box sx={{ overflowX: 'auto', width: 0, minWidth: '100%' }}>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>{head.map((content, i) => cell(content, i, true))}</TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={head.length} sx={{ color: 'text.secondary' }}>
                {empty}
              </TableCell>
            </TableRow>
          ) : null}
          {rows.map((row, r) => (
            <TableRow key={r}>{row.map((content, i) => cell(content, i))}</TableRow>
          ))}
        </TableBody>
        {foot ? (
          <TableFooter>
            <TableRow>{foot.map((content, i) => cell(content, i, true))}</TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </Box>
  );
}

function Figure({
  label,
  value,
  now,
  before,
  days,
  money = true,
}: {
  label: string;
  value: ReactNode;
  now: number;
  before: number;
  days: number;
  money?: boolean;
}) {
  const translate = useTranslate();
  const change = percentChange(now, before);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography color="text.secondary" variant="body2">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {change === null ? (
            translate('reports.no_previous')
          ) : (
            <>
              <Box
                component="span"
                dir="ltr"
                sx={{
                  color: change >= 0 ? 'success.main' : 'error.main',
                  fontWeight: 600,
                  unicodeBidi: 'isolate',
                }}
              >
                {translate(change >= 0 ? 'reports.change_up' : 'reports.change_down', { percent: change })}
              </Box>{' '}
              ·{' '}
              {translate('reports.compared', {
                days,
                amount: money ? `${formatSar(before)} ${translate('shared.sar')}` : String(before),
              })}
            </>
          )}
        </Typography>
      </CardContent>
    </Card>
  );
}

function SalesReportView({ report, query }: { report: AdminSalesReport; query: ReportQuery }) {
  const translate = useTranslate();
  const periodName = usePeriodNames(report.group);
  const days = daysInRange(report.from, report.to);
  const { totals, previous_totals: before } = report;
  const money = (amount: number) => <Money amount={amount} />;
  const shares = (rows: AdminSalesReport['products']) =>
    rows.map((row) => [row.name, row.pieces, money(row.net_sales)]);

  return (
    <Stack spacing={2}>
      <Box
        data-testid="report-figures"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))',
        }}
      >
        {FIGURES.map(({ name, money: isMoney }) => (
          <Figure
            key={name}
            label={translate(`reports.figures.${name}`)}
            value={isMoney ? money(totals[name]) : totals[name]}
            now={totals[name]}
            before={before[name]}
            days={days}
            money={isMoney}
          />
        ))}
      </Box>
      <TitledCard title={translate('reports.chart_title')} testId="report-chart" sx={CELL}>
        <Box>
          <BarChart
            height={300}
            xAxis={[
              {
                scaleType: 'band',
                data: report.periods.map((p) => periodName.short(p.start)),
                tickLabelStyle: { angle: -45, textAnchor: 'end', fontSize: 11 },
                height: 56,
              },
            ]}
            // A mark keeps a negative amount's minus before its digits in an Arabic page.
            yAxis={[{ valueFormatter: (value: number) => `\u200E${formatSar(value)}`, width: 80 }]}
            series={(['received', 'previous_received'] as const).map((figure) => ({
              data: report.periods.map((p) => p[figure]),
              label: translate(figure === 'received' ? 'reports.chart_current' : 'reports.chart_previous'),
              valueFormatter: (value: number | null) => `${formatSar(value ?? 0)} ${translate('shared.sar')}`,
            }))}
          />
        </Box>
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <DownloadButton report="sales" query={query} table="periods" />
        </Stack>
        <FigureTable
          testId="report-periods"
          head={[
            translate('reports.columns.period'),
            translate('reports.columns.orders'),
            translate('reports.columns.pieces'),
            translate('reports.columns.received'),
            translate('reports.figures.vat'),
            translate('reports.columns.net_sales'),
          ]}
          rows={report.periods.map((p) => [
            periodName.full(p.start),
            p.orders,
            p.pieces,
            money(p.received),
            money(p.vat),
            money(p.net_sales),
          ])}
          foot={[
            translate('reports.total'),
            totals.orders,
            totals.pieces,
            money(totals.received),
            money(totals.vat),
            money(totals.net_sales),
          ]}
        />
      </TitledCard>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(360px, 100%), 1fr))',
        }}
      >
        {(['products', 'categories'] as const).map((table) => (
          <TitledCard
            key={table}
            title={translate(`reports.tables.${table}`)}
            testId={`report-${table}`}
            sx={CELL}
          >
            <FigureTable
              testId={`report-${table}-table`}
              head={[
                translate('reports.columns.name'),
                translate('reports.columns.pieces'),
                translate('reports.columns.net_sales'),
              ]}
              rows={shares(report[table])}
            />
            <DownloadButton report="sales" query={query} table={table} />
          </TitledCard>
        ))}
        <TitledCard title={translate('reports.tables.cities')} testId="report-cities" sx={CELL}>
          <FigureTable
            testId="report-cities-table"
            head={[
              translate('reports.columns.city'),
              translate('reports.columns.orders'),
              translate('reports.columns.received'),
            ]}
            rows={report.cities.map((city) => [city.name, city.orders, money(city.received)])}
          />
          <DownloadButton report="sales" query={query} table="cities" />
        </TitledCard>
      </Box>
    </Stack>
  );
}

function VatReportView({ report, query }: { report: AdminVatReport; query: ReportQuery }) {
  const translate = useTranslate();
  const periodName = usePeriodNames(report.group);
  const columns = [
    'sales_total',
    'sales_taxable',
    'sales_vat',
    'refunds_total',
    'refunds_taxable',
    'refunds_vat',
    'net_vat',
  ] as const;
  const figures = (f: AdminVatReport['totals']) => columns.map((c) => <Money key={c} amount={f[c]} />);
  return (
    <TitledCard title={translate('reports.tables.vat')} testId="report-vat" sx={CELL}>
      <Typography variant="body2" color="text.secondary">
        {translate('reports.vat_note')}
      </Typography>
      <FigureTable
        testId="report-vat-table"
        head={[translate('reports.columns.period'), ...columns.map((c) => translate(`reports.columns.${c}`))]}
        rows={report.periods.map((p) => [periodName.full(p.start), ...figures(p)])}
        foot={[translate('reports.total'), ...figures(report.totals)]}
      />
      <DownloadButton report="vat" query={query} />
    </TitledCard>
  );
}

export function ReportsPage() {
  const translate = useTranslate();
  const { permissions: role, isPending } = usePermissions<StaffRole>();
  if (isPending) return <LinearProgress />;
  if (!role || !staffMay(role, resourceAreas.reports)) {
    return (
      <Alert severity="error" sx={{ m: 2 }} data-testid="reports-refused">
        {translate('ra.message.access_denied')}
      </Alert>
    );
  }
  return <Reports />;
}

function Reports() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useShopDataProvider();
  const [query, tab, change] = useReportQuery();
  const answer = useQuery<AdminSalesReport | AdminVatReport>({
    queryKey: ['reports', tab, query, locale],
    queryFn: () => (tab === 'sales' ? dataProvider.getSalesReport(query) : dataProvider.getVatReport(query)),
    retry: false,
  });
  // A refused range (422) names the field; the fields show it.
  const errors: Record<string, string> =
    answer.error instanceof HttpError ? (answer.error.body?.errors ?? {}) : {};
  const report = answer.data;
  const empty = !report
    ? false
    : 'cities' in report
      ? report.totals.orders === 0 && report.periods.every((p) => p.received === 0)
      : report.totals.sales_total === 0 && report.totals.refunds_total === 0;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }} data-testid="reports-page">
      <Title title={translate('reports.title')} />
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {translate('reports.intro')}
        </Typography>
        <RangeFields query={query} errors={errors} onChange={change} />
        <Tabs value={tab} onChange={(_, value: ReportTab) => change({ tab: value })}>
          <Tab value="sales" label={translate('reports.tabs.sales')} />
          <Tab value="vat" label={translate('reports.tabs.vat')} />
        </Tabs>
        {answer.isPending ? (
          <Skeleton variant="rounded" height={320} />
        ) : answer.error && Object.keys(errors).length === 0 ? (
          <Alert severity="error">{answer.error.message}</Alert>
        ) : !report ? null : (
          <>
            {empty ? <Alert severity="info">{translate('reports.empty')}</Alert> : null}
            {tab === 'sales' && 'cities' in report ? (
              <SalesReportView report={report} query={query} />
            ) : tab === 'vat' && !('cities' in report) ? (
              <VatReportView report={report} query={query} />
            ) : null}
          </>
        )}
      </Stack>
    </Box>
  );
}
