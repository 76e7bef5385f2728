import { Alert, List } from '@emind/web-ui';

export function DocumentsInfo() {
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Información importante</Alert.Title>
        <Alert.Description>
          <List.Root ps={4} fontSize="sm">
            <List.Item>Tamaño máximo de 5MB por archivo.</List.Item>
            <List.Item>El video de presentación debe durar como máximo 2 minutos.</List.Item>
            <List.Item>La verificación puede tardar hasta 48 horas hábiles.</List.Item>
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
