/**
 * "Export CSV" in a list's toolbar: downloads the list's file (`/{resource}/export`) with the
 * filters staff have chosen. The download is a fetch with the session cookie (a plain link could
 * not send the dashboard's language, nor show the API's message when it fails), saved from a Blob
 * under a file name in the staff member's language.
 */
import type { ReactElement } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext, usePermissions, useTranslate } from 'react-admin';
import { shopDay, staffMay, type AdminArea, type StaffRole } from '@shop/domain';
import type { ExportResource } from '../api/data-provider';
import { saveFile } from './save-file';
import { useBusyCall } from './useBusyCall';
import { useShopDataProvider } from './useShopDataProvider';

export interface ExportCsvButtonProps {
  /** Translation key of the button's label. */
  label: string;
  /** Translation key of the file's name, before the day and `.csv`. */
  fileName: string;
  /** The area of the export's route: roles without it see no button (the server refuses them). */
  area: AdminArea;
  /** The file to ask for, when it is not the list's own (the orders' lines beside the orders). */
  file?: ExportResource;
  /** The button's icon, telling two files apart on a phone, where buttons show their icon alone. */
  icon?: ReactElement;
}

export function ExportCsvButton({ area, ...button }: ExportCsvButtonProps) {
  const { permissions: role } = usePermissions<StaffRole>();
  if (!role || !staffMay(role, area)) return null;
  return <ExportButton {...button} />;
}

function ExportButton({
  label,
  fileName,
  file,
  icon = <DownloadIcon />,
}: Omit<ExportCsvButtonProps, 'area'>) {
  const { resource, filterValues } = useListContext();
  const dataProvider = useShopDataProvider();
  const translate = useTranslate();
  const { busy, run } = useBusyCall();
  const download = () =>
    run(
      () => dataProvider.exportCsv(file ?? resource, filterValues ?? {}),
      (saved) => saveFile(saved, `${translate(fileName)}-${shopDay(new Date())}.csv`),
    );

  return (
    <Button label={label} onClick={download} disabled={busy}>
      {icon}
    </Button>
  );
}
