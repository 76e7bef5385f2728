/**
 * The questionnaires of measurement-based care (issue 28), kept as data in this one place: items, options, scoring
 * bands and the source of each. Both are public domain (Pfizer: "no permission required to reproduce, translate,
 * display or distribute"). The item texts are the Spanish versions distributed at phqscreeners.com; see
 * docs/measures.md for the sources and the validations.
 */
export const instrumentIds = ['phq9', 'gad7'] as const;
export type InstrumentId = (typeof instrumentIds)[number];

export interface AnswerOption {
  value: number;
  label: string;
}

export interface SeverityBand {
  /** Stable key stored with each response. */
  severity: string;
  label: string;
  /** Inclusive score range. */
  min: number;
  max: number;
}

export interface Instrument {
  id: InstrumentId;
  name: string;
  title: string;
  /** The stem every item answers to. */
  prompt: string;
  items: readonly string[];
  options: readonly AnswerOption[];
  bands: readonly SeverityBand[];
  /** The item (0-based) whose answer above 0 triggers the safety rule, if the instrument has one. */
  safetyItem: number | null;
  source: string;
}

/** The same four frequencies in both questionnaires. */
const frequencyOptions: readonly AnswerOption[] = [
  { value: 0, label: 'Ningún día' },
  { value: 1, label: 'Varios días' },
  { value: 2, label: 'Más de la mitad de los días' },
  { value: 3, label: 'Casi todos los días' },
];

export const phq9: Instrument = {
  id: 'phq9',
  name: 'PHQ-9',
  title: 'Cuestionario sobre la salud del paciente (PHQ-9)',
  prompt: 'Durante las últimas 2 semanas, ¿qué tan seguido ha tenido molestias debido a los siguientes problemas?',
  items: [
    'Poco interés o placer en hacer cosas',
    'Se ha sentido decaído(a), deprimido(a) o sin esperanzas',
    'Ha tenido dificultad para quedarse o permanecer dormido(a), o ha dormido demasiado',
    'Se ha sentido cansado(a) o con poca energía',
    'Sin apetito o ha comido en exceso',
    'Se ha sentido mal con usted mismo(a), o que es un fracaso, o que ha quedado mal con usted mismo(a) o con su familia',
    'Ha tenido dificultad para concentrarse en ciertas actividades, tales como leer el periódico o ver la televisión',
    '¿Se ha movido o hablado tan lento que otras personas podrían haberlo notado? O lo contrario: muy inquieto(a) o agitado(a), moviéndose mucho más de lo normal',
    'Pensamientos de que estaría mejor muerto(a) o de lastimarse de alguna manera',
  ],
  options: frequencyOptions,
  bands: [
    { severity: 'minimal', label: 'Mínima', min: 0, max: 4 },
    { severity: 'mild', label: 'Leve', min: 5, max: 9 },
    { severity: 'moderate', label: 'Moderada', min: 10, max: 14 },
    { severity: 'moderately_severe', label: 'Moderadamente severa', min: 15, max: 19 },
    { severity: 'severe', label: 'Severa', min: 20, max: 27 },
  ],
  safetyItem: 8,
  source:
    'Kroenke, Spitzer y Williams (2001), versión en español de Pfizer (phqscreeners.com, dominio público); validada en Chile por Baader et al. (2012), Rev Chil Neuro-Psiquiat 50(1):10-22.',
};

export const gad7: Instrument = {
  id: 'gad7',
  name: 'GAD-7',
  title: 'Escala del trastorno de ansiedad generalizada (GAD-7)',
  prompt: 'Durante las últimas 2 semanas, ¿con qué frecuencia ha sentido molestias por los siguientes problemas?',
  items: [
    'Sentirse nervioso(a), ansioso(a) o con los nervios de punta',
    'No poder dejar de preocuparse o no poder controlar la preocupación',
    'Preocuparse demasiado por diferentes cosas',
    'Dificultad para relajarse',
    'Estar tan inquieto(a) que es difícil permanecer sentado(a) tranquilamente',
    'Molestarse o ponerse irritable fácilmente',
    'Sentir miedo como si algo terrible fuera a pasar',
  ],
  options: frequencyOptions,
  bands: [
    { severity: 'minimal', label: 'Mínima', min: 0, max: 4 },
    { severity: 'mild', label: 'Leve', min: 5, max: 9 },
    { severity: 'moderate', label: 'Moderada', min: 10, max: 14 },
    { severity: 'severe', label: 'Severa', min: 15, max: 21 },
  ],
  safetyItem: null,
  source:
    'Spitzer, Kroenke, Williams y Löwe (2006), versión en español de Pfizer (phqscreeners.com, dominio público); adaptación y validación en español de García-Campayo et al. (2010), Health Qual Life Outcomes 8:8.',
};

export const instruments: Readonly<Record<InstrumentId, Instrument>> = { phq9, gad7 };

export const isInstrumentId = (value: string): value is InstrumentId => (instrumentIds as readonly string[]).includes(value);
