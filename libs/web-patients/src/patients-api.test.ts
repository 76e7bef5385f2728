import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { PatientSummary } from '@emind/contracts';
import { writeToggledPatient } from './patients-api.ts';
import { patientFixture } from './testing.ts';

const listKey = ['patients'];
const ana = patientFixture(2, 'Ana', 'Muñoz');
const deactivated = { ...ana, user: { ...ana.user, is_active: false } };

describe('writeToggledPatient', () => {
  it('keeps the toggle when a list fetch begun before it answers afterwards with the old state', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(listKey, [ana]);
    let answerStale!: (list: PatientSummary[]) => void;
    const refresh = queryClient.fetchQuery({
      queryKey: listKey,
      queryFn: () => new Promise<PatientSummary[]>((resolve) => { answerStale = resolve; }),
      staleTime: 0,
    }).catch(() => undefined);

    await writeToggledPatient(queryClient, listKey, deactivated);
    answerStale([ana]);
    await refresh;

    expect(queryClient.getQueryData<PatientSummary[]>(listKey)?.[0]?.user.is_active).toBe(false);
  });

  it('changes only the toggled patient', async () => {
    const queryClient = new QueryClient();
    const bruno = patientFixture(1, 'Bruno', 'Soto');
    queryClient.setQueryData(listKey, [bruno, ana]);
    await writeToggledPatient(queryClient, listKey, deactivated);
    expect(queryClient.getQueryData(listKey)).toEqual([bruno, deactivated]);
  });
});
