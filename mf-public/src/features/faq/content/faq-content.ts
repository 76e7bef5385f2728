import { formatClp } from '@emind/domain';

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: string;
  label: string;
  items: FaqItem[];
}

/** Prices are the platform's configured range; each psychologist sets their own within it. */
const priceRange = `entre ${formatClp(5000)} y ${formatClp(15000)}`;

export const faqCategories: FaqCategory[] = [
  {
    id: 'about',
    label: 'Sobre e-mind',
    items: [
      {
        question: '¿Qué es e-mind?',
        answer:
          'e-mind es una plataforma chilena de psicoterapia online que conecta a personas que buscan apoyo psicológico con psicólogos clínicos certificados. Puedes buscar especialistas, ver sus perfiles, agendar y pagar tus sesiones en un solo lugar.',
      },
      {
        question: '¿Los psicólogos están certificados?',
        answer:
          'Sí. Cada psicólogo envía su título, su inscripción en el Registro Nacional de Prestadores Individuales de Salud y otros documentos, que nuestro equipo de administración revisa. Solo los perfiles verificados aparecen en el directorio. La revisión toma hasta 48 horas hábiles.',
      },
      {
        question: '¿Quién puede usar e-mind?',
        answer:
          'Cualquier persona mayor de 18 años puede crear una cuenta de paciente. Los menores de edad no pueden registrarse ni agendar sesiones por sí mismos.',
      },
      {
        question: '¿Cómo protegen mis datos?',
        answer:
          'Tratamos tu información de salud como un dato sensible, conforme a la Ley 19.628 sobre protección de la vida privada. Las comunicaciones viajan cifradas, solo tu psicólogo y el equipo autorizado acceden a lo necesario, y nunca vendemos tus datos.',
      },
    ],
  },
  {
    id: 'services',
    label: 'Servicios',
    items: [
      {
        question: '¿Cuánto dura una sesión?',
        answer: 'Cada sesión dura 50 minutos y puede extenderse hasta 1 hora si tú y tu psicólogo lo acuerdan.',
      },
      {
        question: '¿Cómo se realizan las sesiones?',
        answer:
          'Las sesiones son por videollamada. Cuando tu cita queda confirmada recibes un enlace único para la sesión, que puedes abrir desde tu computador o tu teléfono, sin instalar programas.',
      },
      {
        question: '¿Qué tipos de terapia ofrecen los especialistas?',
        answer:
          'Encontrarás distintos enfoques, como el cognitivo conductual, sistémico, psicodinámico, humanista o integrativo, entre otros. Puedes filtrar el directorio por enfoque, grupo etario, modalidad y motivo de consulta.',
      },
      {
        question: '¿Puedo dejar una reseña de mi psicólogo?',
        answer:
          'Sí. Después de una sesión completada puedes valorarla una vez. Las reseñas se publican después de ser revisadas por nuestro equipo.',
      },
    ],
  },
  {
    id: 'prices',
    label: 'Precios',
    items: [
      {
        question: '¿Cuánto cuesta una sesión?',
        answer: `Cada psicólogo fija el precio de su sesión dentro del rango de la plataforma, actualmente ${priceRange} por sesión. Verás el precio en pesos chilenos en su perfil antes de agendar.`,
      },
      {
        question: '¿Cómo pago mis sesiones?',
        answer:
          'Al agendar verás los datos bancarios para hacer una transferencia por el monto de la sesión. Luego subes el comprobante de pago en la plataforma y, una vez verificado, tu cita se confirma.',
      },
      {
        question: '¿A quién le pago la primera sesión?',
        answer:
          'La primera sesión con cada nuevo psicólogo se paga a la cuenta de e-mind. Desde la segunda sesión con ese mismo psicólogo, la transferencia va directamente a su cuenta. La plataforma te muestra la cuenta correcta en cada reserva.',
      },
      {
        question: '¿Tienen descuentos o planes?',
        answer: 'Por ahora no ofrecemos descuentos ni planes de sesiones. Si esto cambia, lo anunciaremos en nuestro sitio y redes sociales.',
      },
    ],
  },
  {
    id: 'process',
    label: 'Proceso',
    items: [
      {
        question: '¿Cómo agendo una sesión?',
        answer:
          'Crea tu cuenta de paciente, busca un especialista en el directorio, elige un horario disponible en su agenda y confirma la reserva. Luego realiza la transferencia y sube el comprobante.',
      },
      {
        question: '¿Cuánto tiempo tengo para pagar?',
        answer:
          'La reserva queda pendiente de pago y el horario se guarda para ti por 24 horas o hasta el inicio de la sesión, lo que ocurra primero. Si no se registra el pago en ese plazo, la reserva se cancela automáticamente.',
      },
      {
        question: '¿Puedo cancelar una sesión?',
        answer:
          'Sí, puedes cancelar tu cita desde tu panel en cualquier momento antes de que comience la sesión. Si ya habías pagado, nuestro equipo revisa la devolución y te contacta para gestionarla.',
      },
      {
        question: '¿Cómo me registro como psicólogo?',
        answer:
          'Crea una cuenta de psicólogo, completa tu perfil profesional y sube los documentos de verificación. Cuando el equipo apruebe tus documentos y tu precio, y configures tu agenda, tu perfil aparecerá en el directorio.',
      },
    ],
  },
];
