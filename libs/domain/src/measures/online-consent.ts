import { ONLINE_CONSENT_VERSION } from './intake.ts';

export interface ConsentSection {
  title: string;
  text: string;
}

/**
 * The 'Consentimiento informado para atención psicológica online', its one home: the 'Ficha de ingreso' shows it and
 * the server records `version` with each acceptance. A change of wording is a new ONLINE_CONSENT_VERSION.
 */
export const onlineConsent = {
  title: 'Consentimiento informado para atención psicológica online',
  version: ONLINE_CONSENT_VERSION,
  sections: [
    {
      title: 'Modalidad',
      text: 'La atención se realiza por videollamada. Necesitas una conexión estable y un lugar privado donde no te escuchen terceros.',
    },
    {
      title: 'Confidencialidad',
      text: 'Lo que conversas con tu psicólogo o psicóloga es confidencial, con las excepciones que fija la ley: riesgo grave para tu vida o la de otras personas, o una orden judicial.',
    },
    {
      title: 'Registros',
      text: "Tu psicólogo o psicóloga lleva una ficha clínica (Ley 20.584). Tus respuestas a cuestionarios (PHQ-9, GAD-7) y tu ficha de ingreso solo las ve el profesional con quien tienes sesiones; cada lectura queda registrada y puedes verla en 'Quién ha visto mis datos'.",
    },
    {
      title: 'Límites de la atención online',
      text: 'No es un servicio de urgencia. Si estás en crisis, llama a la Línea de Prevención del Suicidio 4141 (gratuita, 24 horas), a Salud Responde 600 360 7777 o al SAMU 131.',
    },
    { title: 'Mayoría de edad', text: 'La plataforma atiende solo a personas mayores de 18 años.' },
    {
      title: 'Voluntariedad',
      text: 'Puedes dejar la terapia cuando quieras, y pedir la exportación o eliminación de tus datos desde tu cuenta.',
    },
  ] satisfies readonly ConsentSection[],
} as const;
