import { apiBlob, saveBlob } from '@emind/web-api';

/** 'Agregar a mi calendario': the confirmed session as an .ics file. */
export async function downloadCalendar(id: number, code: string): Promise<void> {
  saveBlob(await apiBlob(`/appointments/${id}/calendar.ics`), `cita-${code}.ics`);
}
