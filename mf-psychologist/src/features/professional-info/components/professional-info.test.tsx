import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { specialtyOptions } from '@emind/domain';
import { openProfileTab, stubPsychologistApi } from '../../../testing/render-profile-tab.tsx';
import type { ProfessionalProfile } from '@emind/contracts';
import { EXPERIENCE_REQUIRED_MESSAGE } from './experience-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = '/profiles/psychologist-profiles/me/professional/';
const EXPERIENCES = '/profiles/psychologist-profiles/me/experiences/';

function professional(overrides: Partial<ProfessionalProfile> = {}): ProfessionalProfile {
  return {
    id: 7, professional_title: 'Psicóloga Clínica', health_register_number: '', university: '', graduation_year: null,
    experience_description: '', specialties: [], target_populations: [], intervention_areas: [],
    experiences: [{ id: 11, experience_type: 'WORK', institution: 'Clínica Sur', role: 'Psicóloga', description: '', start_date: '2019-03-01', end_date: '2021-02-01' }],
    verification_status: 'PENDING', verification_status_display: 'Pendiente', presentation_video_url: null, ...overrides,
  };
}

function group(legend: RegExp) {
  return screen.getByRole('group', { name: legend });
}

describe('Información Profesional', { timeout: 30_000 }, () => {
  it('derives the title from the gender and limits each group to five choices', async () => {
    stubPsychologistApi({ [`GET ${PATH}`]: professional() });
    const user = await openProfileTab('Información Profesional');
    expect(((await screen.findByLabelText('Título profesional')) as HTMLInputElement).value).toBe('Psicóloga Clínica');

    const specialties = group(/^Especialidades o Enfoques/);
    const boxes = within(specialties).getAllByRole('checkbox');
    expect(boxes).toHaveLength(8);
    expect(within(specialties).getByRole('button', { name: `Ver más (${specialtyOptions.length - 8})` })).toBeTruthy();
    for (const box of boxes.slice(0, 5)) await user.click(box);
    expect(within(specialties).getByText('Solo puedes seleccionar hasta 5 opciones.')).toBeTruthy();
    expect((boxes[5] as HTMLInputElement).disabled).toBe(true);
    expect((boxes[0] as HTMLInputElement).disabled).toBe(false);
    // The other groups keep their own count.
    expect(within(group(/^Poblaciones que Atiende/)).queryByText('Solo puedes seleccionar hasta 5 opciones.')).toBeNull();

    await user.click(boxes[0]!);
    expect(within(specialties).queryByText('Solo puedes seleccionar hasta 5 opciones.')).toBeNull();
    expect((boxes[5] as HTMLInputElement).disabled).toBe(false);
  });

  it('opens Ver más as a searchable modal closed by Escape and by Cerrar', async () => {
    stubPsychologistApi({ [`GET ${PATH}`]: professional() });
    const user = await openProfileTab('Información Profesional');
    const hidden = specialtyOptions[specialtyOptions.length - 1]!;
    await user.click(await within(group(/^Especialidades o Enfoques/)).findByRole('button', { name: /^Ver más/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(specialtyOptions.length);
    await user.type(within(dialog).getByLabelText('Buscar opciones'), hidden.slice(0, 12));
    expect(within(dialog).getAllByRole('checkbox').length).toBeLessThan(specialtyOptions.length);
    await user.click(within(dialog).getByRole('checkbox', { name: hidden }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A choice made in the modal stays visible in the group.
    expect((within(group(/^Especialidades o Enfoques/)).getByRole('checkbox', { name: hidden }) as HTMLInputElement).checked).toBe(true);

    await user.click(within(group(/^Especialidades o Enfoques/)).getByRole('button', { name: /^Ver más/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('requires the four experience fields, shows Presente, and saves experiences before the profile', async () => {
    const calls = stubPsychologistApi({
      [`GET ${PATH}`]: professional(),
      [`POST ${EXPERIENCES}`]: (call) => ({
        status: 200,
        body: { experiences: (call.body as { experiences: object[] }).experiences.map((e, i) => ({ id: 20 + i, ...e })) },
      }),
      [`PATCH ${PATH}`]: (call) => ({ status: 200, body: professional(call.body as Partial<ProfessionalProfile>) }),
    });
    const user = await openProfileTab('Información Profesional');
    await user.click(await screen.findByRole('button', { name: 'Agregar' }));
    const form = screen.getByTestId('experience-form');
    await user.type(within(form).getByLabelText(/Institución/), 'Hospital');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(within(form).getByRole('alert').textContent).toContain(EXPERIENCE_REQUIRED_MESSAGE);

    await user.selectOptions(within(form).getByLabelText(/Tipo de experiencia/), 'VOLUNTEERING');
    await user.click(within(form).getByLabelText(/^Rol/));
    await user.paste('V'.repeat(201));
    await user.type(within(form).getByLabelText(/Fecha de inicio/), '2022-05-01');
    // What the route refuses beyond the required fields, with its message.
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(within(form).getByRole('alert').textContent).toContain('Máximo 200 caracteres');
    await user.clear(within(form).getByLabelText(/^Rol/));
    await user.type(within(form).getByLabelText(/^Rol/), 'Voluntaria');
    await user.click(within(form).getByRole('button', { name: 'Guardar' }));
    const items = screen.getAllByTestId('experience-item');
    expect(items).toHaveLength(2);
    expect(items[1]!.textContent).toContain('Presente');

    // Deleting is local: the removed one is simply absent from the posted list.
    await user.click(screen.getByRole('button', { name: 'Eliminar experiencia Psicóloga' }));
    await user.type(screen.getByLabelText('Año de egreso'), '2015');
    await user.type(screen.getByPlaceholderText('Busca tu universidad'), 'Diego Portales');
    await user.click(await screen.findByRole('option', { name: /Diego Portales/ }));
    expect((screen.getByLabelText('Universidad') as HTMLInputElement).readOnly).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    expect(await screen.findByText('Guardado')).toBeTruthy();
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual([`POST ${EXPERIENCES}`, `PATCH ${PATH}`]);
    expect(writes[0]!.body).toEqual({
      experiences: [{ experience_type: 'VOLUNTEERING', institution: 'Hospital', role: 'Voluntaria', start_date: '2022-05-01', end_date: null, description: '' }],
    });
    expect(writes[1]!.body).toMatchObject({ graduation_year: 2015, university: expect.stringContaining('Diego Portales') });
  });

  it('refuses before sending what the route refuses, with its messages: a year outside 1950 to now, an over-long description', async () => {
    const calls = stubPsychologistApi({ [`GET ${PATH}`]: professional({ experiences: [] }) });
    const user = await openProfileTab('Información Profesional');
    await user.type(await screen.findByLabelText('Año de egreso'), '1949');
    await user.click(screen.getByLabelText('Descripción de tu experiencia'));
    await user.paste('x'.repeat(3001));
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText(`El año de egreso debe estar entre 1950 y ${new Date().getFullYear()}`)).toBeTruthy();
    expect(screen.getByText('Máximo 3000 caracteres')).toBeTruthy();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('omits an empty graduation year and shows the error badge when the save fails', async () => {
    const calls = stubPsychologistApi({
      [`GET ${PATH}`]: professional({ experiences: [] }),
      [`POST ${EXPERIENCES}`]: { experiences: [] },
      [`PATCH ${PATH}`]: () => ({ status: 500, body: { detail: 'x' } }),
    });
    const user = await openProfileTab('Información Profesional');
    await user.click(await screen.findByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Error al guardar')).toBeTruthy();
    expect(screen.getByText('Ocurrió un error al guardar los cambios. Por favor intenta nuevamente.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ experiences: [] });
    expect(calls.find((c) => c.method === 'PATCH')!.body).not.toHaveProperty('graduation_year');
  });
});
