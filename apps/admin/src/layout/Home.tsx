/**
 * The dashboard's first page: the first resource the signed-in role may open, or, when none is
 * open to the role yet, a welcome that lists what there is (until the dashboard home is built).
 */
import { Card, CardContent, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link, Navigate } from 'react-router-dom';
import {
  Loading,
  useCanAccessResources,
  useCreatePath,
  useGetIdentity,
  useResourceDefinitions,
  useTranslate,
} from 'react-admin';

export function Home() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const definitions = useResourceDefinitions();
  const names = Object.keys(definitions).filter((name) => definitions[name]?.hasList);
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources: names });
  const { identity } = useGetIdentity();
  if (isPending) return <Loading />;
  const open = names.filter((name) => canAccess?.[name] === true);
  const first = open[0];
  if (first) return <Navigate to={createPath({ resource: first, type: 'list' })} replace />;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        <Typography>{translate(open.length ? 'app.welcome_intro' : 'app.nothing_yet')}</Typography>
        <List>
          {open.map((name) => (
            <ListItemButton key={name} component={Link} to={createPath({ resource: name, type: 'list' })}>
              <ListItemText primary={translate(`resources.${name}.name`, { smart_count: 2 })} />
            </ListItemButton>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
