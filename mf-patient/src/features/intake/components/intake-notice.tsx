import { Alert, Button } from '@emind/web-ui';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useIntake } from '../api/get-intake';

/**
 * On the home, only before the patient fills their intake (null: never saved). Kept tiny: it is on the first page. Worded for
 * a patient with sessions behind them too, so it never says 'antes de tu primera sesión'.
 */
export function IntakeNotice() {
  if (useIntake().data !== null) return null;
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Title flex="1">Completa tu ficha de ingreso: tu psicólogo o psicóloga la lee antes de atenderte.</Alert.Title>
      <Button asChild size="sm" colorPalette="brand">
        <RouterLink to={paths.intake.getHref()}>Completar mi ficha</RouterLink>
      </Button>
    </Alert.Root>
  );
}
