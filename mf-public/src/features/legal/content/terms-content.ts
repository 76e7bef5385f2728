import type { LegalSection } from './legal-section';
import { contactChannels } from '../../../config/contact-channels';

/** The nine sections of spec 1's terms page, in order; the registration modal can show the same text. */
export const termsSections: LegalSection[] = [
  {
    title: 'Aceptación de los términos',
    paragraphs: [
      'Al acceder, registrarte o usar e-mind (la "Plataforma") aceptas estos Términos y Condiciones y nuestra Política de Privacidad. Si no estás de acuerdo con ellos, no debes usar la Plataforma.',
      'Estos términos rigen la relación entre e-mind, las personas que buscan atención psicológica ("Pacientes") y los psicólogos que ofrecen sus servicios ("Psicólogos").',
    ],
  },
  {
    title: 'Descripción del servicio',
    paragraphs: [
      'e-mind es un servicio de intermediación que permite a los Pacientes encontrar Psicólogos verificados, agendar sesiones de psicoterapia online por videollamada, pagarlas mediante transferencia bancaria y valorar la atención recibida.',
      'Las sesiones duran 50 minutos, extensibles hasta 1 hora. La atención clínica es prestada directamente por cada Psicólogo, quien es responsable de ella conforme a la normativa sanitaria y a la ética profesional. e-mind no presta servicios de urgencia: ante una emergencia de salud mental llama al 131 (SAMU) o a la línea de prevención del suicidio *4141, o acude al servicio de urgencia más cercano.',
    ],
  },
  {
    title: 'Elegibilidad',
    paragraphs: [
      'Para usar la Plataforma debes tener al menos 18 años de edad y capacidad legal para contratar. Al registrarte declaras cumplir este requisito.',
      'Los Psicólogos deben contar con el título profesional de psicólogo y estar inscritos en el Registro Nacional de Prestadores Individuales de Salud. e-mind verifica los documentos antes de publicar un perfil y puede rechazar o suspender a quien no cumpla estos requisitos.',
    ],
  },
  {
    title: 'Cuentas de usuario',
    paragraphs: [
      'Debes entregar información veraz y mantenerla actualizada. Eres responsable de la confidencialidad de tu contraseña y de toda actividad realizada desde tu cuenta; avísanos de inmediato si detectas un uso no autorizado.',
      'Las reservas quedan pendientes hasta que se verifica el comprobante de transferencia. Puedes cancelar una cita antes de que comience la sesión; las devoluciones de sesiones ya pagadas las gestiona el equipo de e-mind. La primera sesión con cada nuevo Psicólogo se paga a e-mind y las siguientes directamente al Psicólogo.',
      'e-mind puede suspender o cerrar cuentas que infrinjan estos términos, suplanten identidades o hagan un uso abusivo de la Plataforma.',
    ],
  },
  {
    title: 'Privacidad y protección de datos',
    paragraphs: [
      'Tratamos tus datos personales conforme a la Ley N° 19.628 sobre protección de la vida privada. Los datos relativos a tu salud son datos sensibles y solo se tratan para prestarte el servicio, con tu consentimiento.',
      'Los detalles sobre qué datos recopilamos, para qué los usamos, cuánto tiempo los conservamos y cómo ejercer tus derechos están en nuestra Política de Privacidad.',
    ],
  },
  {
    title: 'Limitación de responsabilidad',
    paragraphs: [
      'e-mind actúa como intermediario y no es parte de la relación terapéutica. No garantiza resultados clínicos ni responde por el contenido de las sesiones, los diagnósticos o las indicaciones de cada Psicólogo.',
      'e-mind procura mantener la Plataforma disponible y segura, pero no responde por interrupciones causadas por mantenciones, fallas de terceros (proveedores de internet, bancos o servicios de videollamada) o casos de fuerza mayor.',
    ],
  },
  {
    title: 'Modificaciones',
    paragraphs: [
      'Podemos actualizar estos términos para reflejar cambios en el servicio o en la ley. Publicaremos la nueva versión en esta página con su fecha de actualización y, si los cambios son relevantes, te avisaremos por correo electrónico o dentro de la Plataforma.',
      'Si sigues usando la Plataforma después de la entrada en vigencia de los cambios, se entiende que los aceptas.',
    ],
  },
  {
    title: 'Ley aplicable',
    paragraphs: [
      'Estos términos se rigen por las leyes de la República de Chile, incluida la Ley N° 19.496 sobre protección de los derechos de los consumidores. Cualquier controversia se someterá a los tribunales ordinarios de justicia de Chile, sin perjuicio de los derechos que la ley otorga a los consumidores.',
    ],
  },
  {
    title: 'Contacto',
    paragraphs: [
      `Si tienes preguntas sobre estos términos, escríbenos a ${contactChannels.email} o usa el formulario de la página de contacto.`,
    ],
  },
];
