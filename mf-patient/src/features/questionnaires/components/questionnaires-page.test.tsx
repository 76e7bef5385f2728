import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { gad7, phq9 } from '@emind/domain/measures';
import { renderPage } from '@emind/web-account/testing';
import { useSessionStore } from '@emind/web-session';
import { pendingFixture, setViewportWidth, stubMeasuresApi } from '../../../testing/measures-api';
import { QuestionnairesPage } from './questionnaires-page';

const gadDue = pendingFixture();
const phqDue = pendingFixture({ assignment: 6, instrument: 'phq9', instrument_name: 'PHQ-9', due_at: '2026-11-21T12:00:00.000Z' });
// Clicking through every item of a questionnaire takes seconds on a loaded 2-core machine.
const CLICK_THROUGH_MS = 15_000;
const draftKey = `emind:measure-draft:${gadDue.assignment}:${gadDue.due_at}`;

beforeEach(() => setViewportWidth(1024));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const item = (text: string, index: number) => screen.getByRole('group', { name: `${index + 1}. ${text}` });
const choose = (user: UserEvent, text: string, index: number, option: string) => user.click(within(item(text, index)).getByRole('radio', { name: option }));
const openGad7 = () => renderPage(<QuestionnairesPage />, { route: `/dashboard/cuestionarios?asignacion=${gadDue.assignment}` });

describe("patient 'Cuestionarios'", () => {
  it('lists what is pending and the own history with date, questionnaire, score and severity', async () => {
    stubMeasuresApi({
      pending: [gadDue],
      history: [{ id: 1, instrument: 'phq9', score: 7, severity: 'mild', severity_label: 'Leve', safety_alert: false, due_at: '2026-11-01T12:00:00.000Z', answered_at: '2026-11-02T12:00:00.000Z' }],
    });
    renderPage(<QuestionnairesPage />, { route: '/dashboard/cuestionarios' });
    const pending = await screen.findByRole('article', { name: 'GAD-7' });
    expect(within(pending).getByText('Te lo pidió Valentina Rojas el 20 de noviembre de 2026')).toBeTruthy();
    expect(within(pending).getByRole('link', { name: 'Responder' }).getAttribute('href')).toBe('/dashboard/cuestionarios?asignacion=5');
    const row = (await screen.findByText('2 de noviembre de 2026')).closest('tr') as HTMLElement;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['2 de noviembre de 2026', 'PHQ-9', '7', 'Leve']);
  });

  it('on a desktop shows every item at once, sends the answers and shows the score and severity', async () => {
    const { calls } = stubMeasuresApi({ pending: [gadDue] });
    const user = userEvent.setup();
    renderPage(<QuestionnairesPage />, { route: '/dashboard/cuestionarios' });
    await user.click(await screen.findByRole('link', { name: 'Responder' }));
    expect(await screen.findByRole('heading', { name: gad7.title })).toBeTruthy();
    expect(screen.getAllByRole('group')).toHaveLength(7);
    expect(within(item(gad7.items[0] ?? '', 0)).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent))
      .toEqual(['Ningún día', 'Varios días', 'Más de la mitad de los días', 'Casi todos los días']);

    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    expect(within(item(gad7.items[0] ?? '', 0)).getByText('Elige una respuesta para continuar')).toBeTruthy();
    for (const [index, text] of gad7.items.entries()) await choose(user, text, index, index < 3 ? 'Varios días' : 'Más de la mitad de los días');
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));

    expect(await screen.findByText('Puntaje: 11 de 21. Severidad: Moderada.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ assignment: 5, answers: [1, 1, 1, 2, 2, 2, 2] });
    expect(await screen.findByText('No tienes cuestionarios pendientes')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sessionStorage.getItem(draftKey)).toBeNull();
  }, CLICK_THROUGH_MS);

  it('on a phone shows one item per screen with Anterior/Siguiente and the progress', async () => {
    setViewportWidth(375);
    const { calls } = stubMeasuresApi({ pending: [gadDue] });
    const user = userEvent.setup();
    openGad7();
    expect(await screen.findByText('Pregunta 1 de 7')).toBeTruthy();
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Elige una respuesta para continuar')).toBeTruthy();
    expect(screen.getByText('Pregunta 1 de 7')).toBeTruthy();

    for (const [index, text] of gad7.items.entries()) {
      expect(await screen.findByText(`Pregunta ${index + 1} de 7`)).toBeTruthy();
      await choose(user, text, index, 'Ningún día');
      if (index < 6) await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    }
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByText('Pregunta 6 de 7')).toBeTruthy();
    expect((within(item(gad7.items[5] ?? '', 5)).getByRole('radio', { name: 'Ningún día' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));

    expect(await screen.findByText('Puntaje: 0 de 21. Severidad: Mínima.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ assignment: 5, answers: [0, 0, 0, 0, 0, 0, 0] });
  }, CLICK_THROUGH_MS);

  it('keeps a half-answered questionnaire as a draft of this tab, restored after a remount (on a phone at the first open item), gone at logout', async () => {
    stubMeasuresApi({ pending: [gadDue] });
    const user = userEvent.setup();
    openGad7();
    await screen.findByRole('heading', { name: gad7.title });
    await choose(user, gad7.items[0] ?? '', 0, 'Casi todos los días');
    await choose(user, gad7.items[1] ?? '', 1, 'Varios días');
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(draftKey) ?? 'null')).toEqual([3, 1, null, null, null, null, null]));

    cleanup();
    openGad7();
    await screen.findByRole('heading', { name: gad7.title });
    expect((within(item(gad7.items[0] ?? '', 0)).getByRole('radio', { name: 'Casi todos los días' }) as HTMLInputElement).checked).toBe(true);
    expect((within(item(gad7.items[1] ?? '', 1)).getByRole('radio', { name: 'Varios días' }) as HTMLInputElement).checked).toBe(true);

    cleanup();
    setViewportWidth(375);
    openGad7();
    expect(await screen.findByText('Pregunta 3 de 7')).toBeTruthy();
    expect(localStorage.getItem(draftKey)).toBeNull();

    useSessionStore.getState().signOut('logout');
    expect(sessionStorage.getItem(draftKey)).toBeNull();
  });

  it('when the safety rule fires, shows the help lines first, focused, before the score', async () => {
    stubMeasuresApi({ pending: [phqDue] });
    const user = userEvent.setup();
    renderPage(<QuestionnairesPage />, { route: `/dashboard/cuestionarios?asignacion=${phqDue.assignment}` });
    await screen.findByRole('heading', { name: phq9.title });
    for (const [index, text] of phq9.items.entries()) await choose(user, text, index, index === 8 ? 'Varios días' : 'Ningún día');
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));

    const alert = await screen.findByRole('alert');
    expect(document.activeElement).toBe(alert);
    expect(alert.parentElement?.firstElementChild).toBe(alert);
    const heading = screen.getByRole('heading', { level: 1, name: 'Cuestionarios' });
    expect(alert.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Línea de Prevención del Suicidio: 4141' }).getAttribute('href')).toBe('tel:4141');
    expect(within(alert).getByText('(gratuita, 24 horas)')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Salud Responde: 600 360 7777' }).getAttribute('href')).toBe('tel:6003607777');
    expect(within(alert).getByRole('link', { name: 'SAMU: 131' }).getAttribute('href')).toBe('tel:131');
    expect(within(alert).getByText(/Le avisamos a tu psicólogo o psicóloga/)).toBeTruthy();
    expect(await screen.findByText('Puntaje: 1 de 27. Severidad: Mínima.')).toBeTruthy();
  }, CLICK_THROUGH_MS);

  it('says so when the linked questionnaire is no longer pending', async () => {
    stubMeasuresApi({ pending: [] });
    openGad7();
    expect(await screen.findByText(/Este cuestionario ya no está pendiente/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver mis cuestionarios' }).getAttribute('href')).toBe('/dashboard/cuestionarios');
  });
});
