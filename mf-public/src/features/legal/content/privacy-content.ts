import { contactChannels } from '../../../config/contact-channels';
import type { LegalSection } from './legal-section';

export const privacySections: LegalSection[] = [
  {
    title: 'Responsable del tratamiento',
    paragraphs: [
      `e-mind es responsable del tratamiento de los datos personales que entregas al usar la Plataforma. Puedes contactarnos en ${contactChannels.email}.`,
      'Tratamos tus datos conforme a la Ley N° 19.628 sobre protección de la vida privada y demás normas chilenas aplicables.',
    ],
  },
  {
    title: 'Datos que recopilamos',
    paragraphs: [
      'Datos de cuenta: nombres, apellidos, correo electrónico, teléfono, RUT, género, región y comuna, y fotografía de perfil si decides subirla.',
      'Datos de uso del servicio: citas agendadas, estados de pago, comprobantes de transferencia, valoraciones y mensajes enviados mediante el formulario de contacto.',
      'Datos de salud: la información que compartes con tu psicólogo y las notas clínicas que este registra. Son datos sensibles según la Ley N° 19.628 y reciben la máxima protección.',
      'Datos de los psicólogos: formación, experiencia, documentos de verificación profesional y datos bancarios para recibir pagos.',
    ],
  },
  {
    title: 'Para qué usamos tus datos',
    paragraphs: [
      'Para crear y administrar tu cuenta, agendar sesiones, verificar pagos, generar los enlaces de videollamada y enviarte avisos sobre tus citas.',
      'Para verificar la identidad y habilitación profesional de los psicólogos, moderar valoraciones, responder tus consultas y cumplir obligaciones legales.',
      'No vendemos ni cedemos tus datos a terceros con fines comerciales. Solo los compartimos con proveedores que nos prestan servicios (alojamiento, correo, videollamada) bajo deber de confidencialidad, o cuando la ley lo exige.',
    ],
  },
  {
    title: 'Datos sensibles de salud',
    paragraphs: [
      'Los datos de salud solo se tratan con tu consentimiento y para la atención que solicitas. Únicamente tu psicólogo accede a sus notas clínicas; el equipo de e-mind solo accede a la información administrativa necesaria para operar el servicio.',
    ],
  },
  {
    title: 'Seguridad',
    paragraphs: [
      'Usamos conexiones cifradas, contraseñas almacenadas con funciones de resumen seguras, control de acceso por rol y descarga autorizada de documentos privados, como comprobantes de pago y documentos de verificación.',
    ],
  },
  {
    title: 'Conservación',
    paragraphs: [
      'Conservamos tus datos mientras tu cuenta esté activa. Si la cierras, eliminamos o anonimizamos tus datos, salvo aquellos que debamos conservar por obligaciones legales, tributarias o sanitarias, solo durante el plazo que esas normas exijan.',
    ],
  },
  {
    title: 'Tus derechos',
    paragraphs: [
      'Puedes ejercer en cualquier momento tus derechos de acceso, rectificación, cancelación y oposición (derechos ARCO) sobre tus datos personales, y revocar tu consentimiento.',
      `Para ejercerlos, escríbenos a ${contactChannels.email} desde el correo asociado a tu cuenta. Responderemos dentro de los plazos que establece la ley. Puedes actualizar gran parte de tus datos directamente desde tu perfil.`,
    ],
  },
  {
    title: 'Cambios a esta política',
    paragraphs: [
      'Si modificamos esta política publicaremos la nueva versión en esta página y, cuando el cambio sea relevante, te lo informaremos por correo electrónico o dentro de la Plataforma.',
    ],
  },
];
