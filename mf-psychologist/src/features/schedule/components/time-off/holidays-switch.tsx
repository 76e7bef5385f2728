import { Stack, Switch, Text } from '@emind/web-ui';
import { useUpdateHolidaysSetting } from '../../api/update-holidays-setting.ts';

/** 'No atender feriados': Chile's legal holidays offer no slot (the table's end date is shown). */
export function HolidaysSwitch({ checked, knownUntil }: { checked: boolean; knownUntil: string }) {
  const update = useUpdateHolidaysSetting();
  return (
    <Stack gap={1}>
      <Switch.Root
        checked={checked}
        disabled={update.isPending}
        onCheckedChange={(event) => update.mutate(event.checked)}
        colorPalette="brand"
      >
        <Switch.HiddenInput />
        <Switch.Control><Switch.Thumb /></Switch.Control>
        <Switch.Label>No atender feriados</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted">
        Feriados legales de Chile (calendario conocido hasta el {knownUntil.split('-').reverse().join('-')}).
      </Text>
      {update.isError ? <Text role="alert" color="red.600" fontSize="sm">No se pudo guardar. Inténtalo de nuevo.</Text> : null}
    </Stack>
  );
}
