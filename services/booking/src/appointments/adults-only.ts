import { intakeMessages } from '@emind/domain/measures';
import { HttpError } from '@emind/server-kit';
import { sql } from 'kysely';
import type { BookingContext } from '../context.ts';

/**
 * The platform serves adults (issue 28): a patient whose 'Ficha de ingreso' was refused for a birth date under 18
 * books through a guardian, so their own bookings are refused with that reason until they save an adult birth date
 * (measures publishes who, in `measures.declared_minors`).
 */
export async function refuseDeclaredMinor(ctx: BookingContext, clientProfileId: number): Promise<void> {
  const { rows } = await sql`select 1 from measures.declared_minors where client_id = ${clientProfileId}`.execute(ctx.db);
  if (rows.length > 0) throw new HttpError(403, { detail: intakeMessages.underage });
}
