import { Button } from '@emind/web-ui';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function HeroCta({ fullWidth = false }: { fullWidth?: boolean }) {
  return (
    <Button asChild colorPalette="brand" size="xl" rounded="full" w={fullWidth ? 'full' : 'auto'}>
      <RouterLink to={paths.specialists.getHref()}>Encuentra tu psicólogo</RouterLink>
    </Button>
  );
}
