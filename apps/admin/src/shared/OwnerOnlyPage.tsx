/**
 * The frame of a page only owners open (the settings, e-invoicing): the page's title, the role
 * check (staff are told they may not, and nothing is asked of the API), the loading state, the
 * API's message on failure, and the page's content once its record is read.
 */
import type { ReactNode } from 'react';
import { Alert, Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useCanAccess, useTranslate } from 'react-admin';

export function OwnerOnlyPage<T>({
  resource,
  title,
  testId,
  queryKey,
  load,
  heading,
  children,
}: {
  /** The page's name in the role check. */
  resource: string;
  title: string;
  testId: string;
  queryKey: readonly unknown[];
  load: () => Promise<T>;
  /** Shown above the content whatever its state (the page's own heading). */
  heading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const translate = useTranslate();
  const { canAccess, isPending: checking } = useCanAccess({ resource, action: 'edit' });
  const { data, error, isPending } = useQuery({ queryKey, queryFn: load, enabled: canAccess === true });
  let body: ReactNode;
  if (checking) body = <Loading />;
  else if (!canAccess) {
    body = (
      <Alert severity="error" data-testid={`${testId.replace(/-page$/, '')}-refused`}>
        {translate('ra.message.access_denied')}
      </Alert>
    );
  } else if (isPending) body = <Loading />;
  else if (error)
    body = <Alert severity="error">{translate(error.message || 'ra.notification.http_error')}</Alert>;
  else body = children(data);
  return (
    <Box sx={{ mt: 2, mb: 4 }} data-testid={testId}>
      <Title title={translate(title)} />
      {heading}
      {body}
    </Box>
  );
}
