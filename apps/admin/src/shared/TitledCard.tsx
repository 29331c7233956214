/** An outlined card with a heading: the sections of the detail pages, the dashboard and settings. */
import type { ReactNode } from 'react';
import { Card, CardContent, Typography, type SxProps, type Theme } from '@mui/material';

export function TitledCard({
  title,
  children,
  testId,
  sx,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Card variant="outlined" component="section" sx={sx} data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
