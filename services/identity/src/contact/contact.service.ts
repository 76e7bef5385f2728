import type { ContactBody } from '@emind/contracts';
import type { IdentityContext } from '../context.ts';

export async function receiveContactMessage(ctx: IdentityContext, body: ContactBody, clientIp: string): Promise<void> {
  await ctx.db
    .insertInto('contact_messages')
    .values({ name: body.nombre, email: body.correo, message: body.mensaje, client_ip: clientIp })
    .execute();
  await ctx.mailer.send({
    to: ctx.config.contactEmail,
    replyTo: body.correo,
    subject: `Nuevo mensaje de contacto de ${body.nombre}`,
    text: `Nombre: ${body.nombre}\nCorreo: ${body.correo}\n\n${body.mensaje}`,
  });
}
