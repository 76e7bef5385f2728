import { useState } from 'react';
import type { AccountRole } from '../../types.ts';
import { Heading, Pager, Stack, Text } from '@emind/web-ui';
import { useAccessLog } from '../../api/privacy/get-access-log.ts';
import { AccessGroupsList } from './access-groups-list.tsx';
import { PrivacyQueryState } from './privacy-query-state.tsx';

export const accessLogMessages = {
  empty: 'Nadie más ha visto tus datos.',
  loadFailed: 'No pudimos cargar el registro de accesos.',
} as const;

const intro: Record<AccountRole, string> = {
  client: 'Cada vez que otra persona ve tus datos de salud o de contacto (tus citas, en su agenda o en una lista, tu ficha o un comprobante de pago) queda registrado aquí.',
  psychologist: 'Cada vez que un administrador ve tu ficha, tus documentos de verificación o tus datos bancarios queda registrado aquí.',
  admin: 'Cada vez que otra persona abre tus datos queda registrado aquí.',
};

/** 'Quién ha visto mis datos': the access log about the person, grouped by reader and kind, latest first, a page at a time. */
export function AccessLogSection({ role }: { role: AccountRole }) {
  const [page, setPage] = useState(1);
  const query = useAccessLog(page);
  return (
    <Stack gap={4} as="section" aria-labelledby="privacy-access-log">
      <Heading as="h3" size="md" id="privacy-access-log">Quién ha visto mis datos</Heading>
      <Text>{intro[role]}</Text>
      <PrivacyQueryState
        isPending={query.isPending}
        isError={query.isError}
        loadingLabel="Cargando el registro de accesos..."
        errorLabel={accessLogMessages.loadFailed}
        onRetry={() => void query.refetch()}
      >
        {query.data?.results.length === 0 ? (
          <Text color="fg.muted">{accessLogMessages.empty}</Text>
        ) : (
          <AccessGroupsList groups={query.data?.results ?? []} />
        )}
        {query.data ? <Pager page={page} count={query.data.count} pageSize={query.data.page_size} onPage={setPage} /> : null}
      </PrivacyQueryState>
    </Stack>
  );
}
