import { formatRut, rutCheckDigit, type ExperienceType, type ScheduleConfig, type VerificationDocumentType, type VerificationStatus } from '@emind/domain';

export interface DemoExperience {
  experience_type: ExperienceType;
  institution: string;
  role: string;
  description: string;
  start_date: string;
  end_date: string | null;
}

export interface DemoDocument {
  document_type: VerificationDocumentType;
  verification_status: 'pending' | 'approved' | 'rejected';
  rejection_reason: string | null;
  description: string;
}

export interface DemoPsychologist {
  email: string;
  first_name: string;
  last_name: string;
  gender: 'MALE' | 'FEMALE';
  rut: string;
  phone: string;
  region: string;
  city: string;
  avatar_color: string;
  bank: {
    bank_name: string;
    bank_account_type: string;
    bank_account_number: string;
  };
  verification_status: VerificationStatus;
  health_register_number: string;
  university: string;
  graduation_year: number;
  experience_description: string;
  specialties: string[];
  target_populations: string[];
  intervention_areas: string[];
  experiences: DemoExperience[];
  /** The psychologist's suggestion; the admin-approved price is `approved_price`. */
  suggested_price: number | null;
  approved_price: number | null;
  schedule: ScheduleConfig;
  /** Uploaded verification documents (the verified ones have all four approved). */
  documents: DemoDocument[];
}

const rut = (body: number): string => formatRut(`${body}${rutCheckDigit(String(body))}`);
const RM = 'Región Metropolitana de Santiago';
const block = (startTime: string, endTime: string) => ({ startTime, endTime });
const days = (names: (keyof ScheduleConfig)[], ...blocks: { startTime: string; endTime: string }[]): ScheduleConfig =>
  Object.fromEntries(names.map((name) => [name, { enabled: true as const, timeBlocks: blocks }]));

const allApproved: DemoDocument[] = [
  { document_type: 'registration_certificate', verification_status: 'approved', rejection_reason: null, description: 'Certificado Superintendencia de Salud' },
  { document_type: 'professional_id', verification_status: 'approved', rejection_reason: null, description: 'Cédula de identidad por ambos lados' },
  { document_type: 'specialty_document', verification_status: 'approved', rejection_reason: null, description: 'Título profesional de psicólogo' },
  { document_type: 'presentation_video', verification_status: 'approved', rejection_reason: null, description: 'Video de presentación' },
];

interface Entry extends Omit<DemoPsychologist, 'email' | 'rut' | 'documents' | 'verification_status' | 'avatar_color' | 'bank'> {
  rutBody: number;
  bank_name: string;
}

const colors = ['#2B6CB0', '#2F855A', '#B7791F', '#9B2C2C', '#6B46C1', '#2C7A7B', '#C05621', '#97266D', '#276749', '#553C9A', '#2A4365', '#744210', '#285E61', '#702459'];

const emailOf = (first: string, last: string): string =>
  `${first}.${last.split(' ')[0]}@e-mind.cl`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');

function build(entry: Entry, index: number, status: VerificationStatus, documents: DemoDocument[]): DemoPsychologist {
  const { rutBody, bank_name, ...rest } = entry;
  return {
    ...rest,
    email: emailOf(entry.first_name, entry.last_name),
    rut: rut(rutBody),
    avatar_color: colors[index % colors.length] ?? '#2B6CB0',
    bank: { bank_name, bank_account_type: bank_name === 'BANCO_ESTADO' ? 'RUT' : 'CORRIENTE', bank_account_number: String(rutBody * 10 + 7) },
    verification_status: status,
    documents,
  };
}

const verified: Entry[] = [
  {
    first_name: 'Valentina', last_name: 'Rojas Pérez', gender: 'FEMALE', rutBody: 15234871, phone: '+56 9 8123 4501', region: RM, city: 'Providencia',
    bank_name: 'BANCO_SANTANDER', health_register_number: '412387', university: 'Pontificia Universidad Católica de Chile', graduation_year: 2012,
    experience_description: 'Acompaño a adultos jóvenes y profesionales que viven ansiedad, crisis de pánico y estrés laboral, con herramientas concretas de la terapia cognitivo-conductual y de aceptación y compromiso.',
    specialties: ['Terapia Cognitivo-Conductual (TCC)', 'Terapia de Aceptación y Compromiso (ACT)', 'Mindfulness'],
    target_populations: ['Adultos jóvenes (18-25 años)', 'Adultos (26-40 años)', 'Universitarios'],
    intervention_areas: ['Ansiedad', 'Trastorno de pánico', 'Estrés laboral', 'Insomnio y problemas de sueño'],
    experiences: [
      { experience_type: 'WORK', institution: 'Centro de Salud Mental UC', role: 'Psicóloga clínica', description: 'Atención individual de adultos con trastornos ansiosos.', start_date: '2014-03-01', end_date: '2020-12-31' },
      { experience_type: 'WORK', institution: 'Consulta particular', role: 'Psicóloga clínica', description: 'Psicoterapia individual presencial y online.', start_date: '2021-01-04', end_date: null },
    ],
    suggested_price: 12000, approved_price: 12000,
    schedule: { ...days(['monday', 'wednesday'], block('09:00', '13:00'), block('15:00', '18:00')), ...days(['friday'], block('09:00', '13:00')) },
  },
  {
    first_name: 'Sebastián', last_name: 'Muñoz Araya', gender: 'MALE', rutBody: 12876543, phone: '+56 9 7234 5612', region: RM, city: 'Las Condes',
    bank_name: 'BANCO_DE_CHILE', health_register_number: '238914', university: 'Universidad de Chile', graduation_year: 2008,
    experience_description: 'Psicoanalista con más de quince años de práctica clínica. Trabajo con adultos que buscan comprender en profundidad su malestar, sus vínculos y su historia.',
    specialties: ['Psicoanálisis', 'Psicoterapia Psicoanalítica'],
    target_populations: ['Adultos (26-40 años)', 'Adultos mediana edad (41-65 años)'],
    intervention_areas: ['Depresión', 'Trastornos de personalidad', 'Duelo'],
    experiences: [
      { experience_type: 'WORK', institution: 'Hospital Clínico Universidad de Chile', role: 'Psicólogo de enlace', description: 'Evaluación y psicoterapia de pacientes hospitalizados.', start_date: '2009-04-01', end_date: '2015-06-30' },
      { experience_type: 'ASSISTANTSHIP', institution: 'Universidad de Chile', role: 'Ayudante de Psicopatología', description: 'Ayudantías de psicopatología y clínica psicoanalítica.', start_date: '2007-03-01', end_date: '2008-12-15' },
      { experience_type: 'WORK', institution: 'Consulta particular', role: 'Psicoanalista', description: 'Análisis y psicoterapia de adultos.', start_date: '2015-07-01', end_date: null },
    ],
    suggested_price: 15000, approved_price: 15000,
    schedule: days(['tuesday', 'thursday'], block('08:00', '12:00'), block('17:00', '21:00')),
  },
  {
    first_name: 'Catalina', last_name: 'Soto Vergara', gender: 'FEMALE', rutBody: 17345128, phone: '+56 9 6345 7823', region: RM, city: 'Ñuñoa',
    bank_name: 'BANCO_ESTADO', health_register_number: '501276', university: 'Universidad Diego Portales', graduation_year: 2015,
    experience_description: 'Terapeuta sistémica. Trabajo con familias y adolescentes para mejorar la comunicación y resolver conflictos que se repiten en casa.',
    specialties: ['Terapia Sistémica', 'Terapia Familiar', 'Terapia Familiar Estructural'],
    target_populations: ['Familias', 'Familias con hijos adolescentes', 'Adolescentes (13-17 años)'],
    intervention_areas: ['Conflictos familiares', 'Problemas de la adolescencia', 'Comunicación asertiva'],
    experiences: [
      { experience_type: 'WORK', institution: 'COSAM Ñuñoa', role: 'Psicóloga infanto-juvenil', description: 'Intervención familiar y grupal con adolescentes.', start_date: '2016-03-01', end_date: '2022-02-28' },
      { experience_type: 'PRACTICUM', institution: 'Instituto Chileno de Terapia Familiar', role: 'Pasante clínica', description: 'Práctica profesional en terapia familiar.', start_date: '2014-08-01', end_date: '2015-07-31' },
    ],
    suggested_price: 10000, approved_price: 10000,
    schedule: days(['monday', 'tuesday', 'wednesday', 'thursday'], block('14:00', '20:00')),
  },
  {
    first_name: 'Diego', last_name: 'Contreras Silva', gender: 'MALE', rutBody: 14567234, phone: '+56 9 5456 8934', region: 'Valparaíso', city: 'Viña del Mar',
    bank_name: 'BANCO_BCI', health_register_number: '329845', university: 'Universidad de Valparaíso', graduation_year: 2010,
    experience_description: 'Terapeuta de pareja. Ayudo a parejas a salir de ciclos de conflicto, reconectar y tomar decisiones difíciles, incluida la separación.',
    specialties: ['Terapia de Pareja', 'Terapia de Pareja Focalizada en las Emociones (EFT)', 'Terapia Sexual'],
    target_populations: ['Parejas', 'Matrimonios', 'Parejas en proceso de separación'],
    intervention_areas: ['Problemas de pareja', 'Separación y divorcio', 'Disfunciones sexuales'],
    experiences: [
      { experience_type: 'WORK', institution: 'Centro de Terapia de Pareja Viña', role: 'Terapeuta de pareja', description: 'Terapia de pareja y sexual.', start_date: '2012-01-02', end_date: null },
    ],
    suggested_price: 13500, approved_price: 13500,
    schedule: { ...days(['monday', 'wednesday', 'friday'], block('18:00', '22:00')), ...days(['saturday'], block('09:00', '14:00')) },
  },
  {
    first_name: 'Francisca', last_name: 'Herrera Castillo', gender: 'FEMALE', rutBody: 18456321, phone: '+56 9 4567 9045', region: 'Región del Biobío', city: 'Concepción',
    bank_name: 'BANCO_SCOTIABANK', health_register_number: '587123', university: 'Universidad de Concepción', graduation_year: 2017,
    experience_description: 'Psicóloga gestáltica y humanista. Un espacio para conocerte, fortalecer tu autoestima y vivir con más presencia.',
    specialties: ['Terapia Gestalt', 'Terapia Humanista'],
    target_populations: ['Adultos jóvenes (18-25 años)', 'Mujeres'],
    intervention_areas: ['Autoestima', 'Desarrollo personal', 'Gestión de emociones'],
    experiences: [
      { experience_type: 'VOLUNTEERING', institution: 'Fundación Las Rosas', role: 'Psicóloga voluntaria', description: 'Talleres de bienestar para personas mayores.', start_date: '2017-04-01', end_date: '2018-12-20' },
      { experience_type: 'WORK', institution: 'Centro Gestáltico del Sur', role: 'Psicoterapeuta', description: 'Psicoterapia individual.', start_date: '2019-03-01', end_date: null },
    ],
    suggested_price: 8000, approved_price: 8000,
    schedule: days(['tuesday', 'wednesday', 'thursday', 'friday'], block('10:00', '13:00'), block('15:00', '19:00')),
  },
  {
    first_name: 'Tomás', last_name: 'Espinoza Reyes', gender: 'MALE', rutBody: 19234567, phone: '+56 9 3678 1256', region: RM, city: 'Santiago',
    bank_name: 'BANCO_ESTADO', health_register_number: '612459', university: 'Universidad de Santiago de Chile', graduation_year: 2019,
    experience_description: 'Psicólogo infanto-juvenil cognitivo-conductual. Trabajo con niños, niñas y adolescentes y con sus familias en ansiedad, obsesiones y habilidades sociales.',
    specialties: ['Terapia Cognitivo-Conductual (TCC)', 'Activación Conductual', 'Reestructuración Cognitiva'],
    target_populations: ['Niños (6-12 años)', 'Preadolescentes (10-12 años)', 'Adolescentes (13-17 años)'],
    intervention_areas: ['Ansiedad', 'Trastorno de ansiedad por separación', 'Habilidades sociales', 'Trastorno obsesivo-compulsivo (TOC)'],
    experiences: [
      { experience_type: 'WORK', institution: 'CESFAM Santa Anita', role: 'Psicólogo infanto-juvenil', description: 'Atención de salud mental infantil en APS.', start_date: '2020-03-02', end_date: null },
    ],
    suggested_price: 9000, approved_price: 9000,
    schedule: days(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], block('16:00', '20:00')),
  },
  {
    first_name: 'Javiera', last_name: 'Fuentes Morales', gender: 'FEMALE', rutBody: 16789345, phone: '+56 9 2789 2367', region: 'Coquimbo', city: 'La Serena',
    bank_name: 'BANCO_ITAU', health_register_number: '456781', university: 'Universidad de La Serena', graduation_year: 2014,
    experience_description: 'Acompaño a la primera infancia y a sus familias con un enfoque narrativo y breve, centrado en los recursos de cada niño y cada hogar.',
    specialties: ['Terapia Narrativa', 'Terapia Breve Centrada en Soluciones'],
    target_populations: ['Niños (3-5 años)', 'Niños (6-12 años)', 'Padres y madres'],
    intervention_areas: ['Maternidad/Paternidad', 'Regulación emocional', 'Trauma infantil'],
    experiences: [
      { experience_type: 'WORK', institution: 'Fundación Integra', role: 'Psicóloga regional', description: 'Apoyo psicosocial a jardines infantiles.', start_date: '2015-03-01', end_date: '2021-12-31' },
      { experience_type: 'WORK', institution: 'Consulta particular', role: 'Psicóloga infantil', description: 'Psicoterapia infantil y orientación parental.', start_date: '2022-01-03', end_date: null },
    ],
    suggested_price: 7000, approved_price: 7000,
    schedule: days(['monday', 'wednesday', 'friday'], block('09:00', '12:00')),
  },
  {
    first_name: 'Ignacio', last_name: 'Vargas Navarro', gender: 'MALE', rutBody: 11987654, phone: '+56 9 9890 3478', region: 'Región de la Araucanía', city: 'Temuco',
    bank_name: 'BANCO_DE_CHILE', health_register_number: '178236', university: 'Universidad de La Frontera', graduation_year: 2005,
    experience_description: 'Veinte años trabajando en consumo problemático de alcohol y drogas, intervención en crisis y grupos de apoyo.',
    specialties: ['Tratamiento de Adicciones', 'Terapia Breve Estratégica', 'Intervención en Crisis'],
    target_populations: ['Adultos (26-40 años)', 'Adultos mediana edad (41-65 años)', 'Grupos de apoyo'],
    intervention_areas: ['Adicciones', 'Conductas adictivas', 'Control de impulsos', 'Manejo de la ira'],
    experiences: [
      { experience_type: 'WORK', institution: 'Programa SENDA Araucanía', role: 'Psicólogo clínico', description: 'Tratamiento ambulatorio de consumo problemático.', start_date: '2006-05-01', end_date: '2018-03-31' },
      { experience_type: 'WORK', institution: 'Hospital Dr. Hernán Henríquez Aravena', role: 'Psicólogo unidad de adicciones', description: 'Intervención en crisis y grupos terapéuticos.', start_date: '2018-04-02', end_date: null },
    ],
    suggested_price: 11000, approved_price: 11000,
    schedule: { ...days(['tuesday', 'thursday'], block('09:00', '13:00'), block('14:00', '18:00')), ...days(['saturday'], block('10:00', '13:00')) },
  },
  {
    first_name: 'Constanza', last_name: 'Pizarro Álvarez', gender: 'FEMALE', rutBody: 13456789, phone: '+56 9 8901 4589', region: RM, city: 'Vitacura',
    bank_name: 'BANCO_SECURITY', health_register_number: '298765', university: 'Universidad de Los Andes', graduation_year: 2011,
    experience_description: 'Psicoterapeuta psicodinámica. Acompaño procesos de duelo, jubilación y envejecimiento, con especial atención a los vínculos.',
    specialties: ['Psicoterapia Psicodinámica', 'Psicoterapia Breve Psicodinámica', 'Terapia basada en la Teoría del Apego'],
    target_populations: ['Adultos mediana edad (41-65 años)', 'Adultos mayores (65+ años)', 'Personas en proceso de duelo'],
    intervention_areas: ['Duelo', 'Duelo complicado', 'Envejecimiento', 'Jubilación'],
    experiences: [
      { experience_type: 'WORK', institution: 'Clínica Alemana', role: 'Psicóloga unidad de cuidados paliativos', description: 'Acompañamiento a pacientes y familias.', start_date: '2012-03-01', end_date: '2019-02-28' },
      { experience_type: 'WORK', institution: 'Consulta particular', role: 'Psicoterapeuta', description: 'Psicoterapia psicodinámica de adultos.', start_date: '2019-03-01', end_date: null },
    ],
    suggested_price: 14000, approved_price: 14000,
    schedule: days(['monday', 'tuesday', 'thursday'], block('10:00', '14:00')),
  },
  {
    first_name: 'Benjamín', last_name: 'Torres Sepúlveda', gender: 'MALE', rutBody: 17890123, phone: '+56 9 7012 5690', region: 'Región de Los Lagos', city: 'Puerto Montt',
    bank_name: 'BANCO_FALABELLA', health_register_number: '534982', university: 'Universidad San Sebastián', graduation_year: 2016,
    experience_description: 'Psicólogo integrativo especializado en trauma y burnout en trabajadores de la salud. Certificado en EMDR.',
    specialties: ['Terapia Integrativa', 'Psicoterapia Ecléctica', 'EMDR (Desensibilización y Reprocesamiento por Movimientos Oculares)'],
    target_populations: ['Adultos jóvenes (18-25 años)', 'Adultos (26-40 años)', 'Profesionales sanitarios'],
    intervention_areas: ['Trastorno de estrés postraumático (TEPT)', 'Trauma complejo', 'Burnout'],
    experiences: [
      { experience_type: 'WORK', institution: 'Hospital de Puerto Montt', role: 'Psicólogo de funcionarios', description: 'Programa de cuidado de equipos de salud.', start_date: '2017-01-02', end_date: null },
    ],
    suggested_price: 10500, approved_price: 10500,
    schedule: days(['monday', 'wednesday', 'thursday', 'friday'], block('18:00', '21:00')),
  },
  {
    first_name: 'Antonia', last_name: 'Castro Guzmán', gender: 'FEMALE', rutBody: 19876012, phone: '+56 9 6123 6701', region: RM, city: 'Providencia',
    bank_name: 'BANCO_BCI', health_register_number: '645218', university: 'Universidad Alberto Hurtado', graduation_year: 2018,
    experience_description: 'Trabajo con adolescentes y adultos jóvenes con trastornos de la conducta alimentaria, desde la terapia dialéctico-conductual y la terapia de esquemas.',
    specialties: ['Terapia Dialéctico-Conductual (DBT)', 'Terapia de Esquemas'],
    target_populations: ['Adolescentes (13-17 años)', 'Adultos jóvenes (18-25 años)', 'Población LGBTIQ+'],
    intervention_areas: ['Trastornos de la conducta alimentaria', 'Anorexia nerviosa', 'Bulimia nerviosa', 'Imagen corporal', 'Trastorno límite de la personalidad'],
    experiences: [
      { experience_type: 'WORK', institution: 'Unidad de TCA Clínica Las Condes', role: 'Psicóloga clínica', description: 'Terapia individual y grupal en TCA.', start_date: '2019-03-01', end_date: null },
    ],
    suggested_price: 12500, approved_price: 12500,
    schedule: days(['saturday'], block('10:00', '12:00')),
  },
  {
    first_name: 'Nicolás', last_name: 'Gutiérrez Lagos', gender: 'MALE', rutBody: 15678901, phone: '+56 9 5234 7812', region: 'Antofagasta', city: 'Antofagasta',
    bank_name: 'BANCO_SANTANDER', health_register_number: '401953', university: 'Universidad Católica del Norte', graduation_year: 2013,
    experience_description: 'Psicodramatista y coach. Facilito grupos terapéuticos y de habilidades sociales, y acompaño a líderes y equipos de trabajo.',
    specialties: ['Psicodrama', 'Terapia Humanista', 'Coaching Psicológico'],
    target_populations: ['Grupos terapéuticos', 'Grupos de habilidades sociales', 'Equipos de trabajo', 'Ejecutivos y líderes'],
    intervention_areas: ['Habilidades sociales', 'Desarrollo profesional', 'Comunicación asertiva', 'Propósito de vida'],
    experiences: [
      { experience_type: 'WORK', institution: 'Mutual de Seguridad', role: 'Psicólogo organizacional', description: 'Programas de salud mental laboral en minería.', start_date: '2014-03-03', end_date: '2020-08-31' },
      { experience_type: 'OTHER', institution: 'Escuela de Psicodrama del Norte', role: 'Docente', description: 'Formación de psicodramatistas.', start_date: '2020-09-01', end_date: null },
    ],
    suggested_price: 9500, approved_price: 9500,
    schedule: days(['tuesday', 'thursday'], block('15:00', '20:00')),
  },
  {
    first_name: 'Isidora', last_name: 'Medina Riquelme', gender: 'FEMALE', rutBody: 20123456, phone: '+56 9 4345 8923', region: 'Región del Maule', city: 'Talca',
    bank_name: 'BANCO_ESTADO', health_register_number: '701284', university: 'Universidad de Talca', graduation_year: 2020,
    experience_description: 'Psicóloga humanista y experiencial. Acompaño cambios vitales, migración y crisis existenciales con calidez y sin apuro.',
    specialties: ['Terapia Experiencial', 'Focusing', 'Terapia Centrada en la Persona'],
    target_populations: ['Adultos (26-40 años)', 'Migrantes', 'Estudiantes'],
    intervention_areas: ['Crisis existenciales', 'Cambios vitales', 'Adaptación al cambio', 'Depresión'],
    experiences: [
      { experience_type: 'PRACTICUM', institution: 'Centro de Atención Psicológica U. de Talca', role: 'Psicóloga en práctica', description: 'Psicoterapia individual supervisada.', start_date: '2019-08-01', end_date: '2020-01-31' },
      { experience_type: 'VOLUNTEERING', institution: 'Servicio Jesuita a Migrantes', role: 'Psicóloga voluntaria', description: 'Contención y orientación a personas migrantes.', start_date: '2020-06-01', end_date: null },
    ],
    suggested_price: 6000, approved_price: 6000,
    schedule: days(['wednesday'], block('18:00', '19:00')),
  },
  {
    first_name: 'Cristóbal', last_name: 'Alarcón Peña', gender: 'MALE', rutBody: 10987123, phone: '+56 9 3456 0134', region: RM, city: 'Maipú',
    bank_name: 'COOPEUCH', health_register_number: '156734', university: 'Universidad Central de Chile', graduation_year: 2009,
    experience_description: 'Psicólogo cognitivo con formación en hipnosis clínica. Especialista en insomnio, ansiedad generalizada y pensamiento obsesivo.',
    specialties: ['Terapia Racional Emotiva Conductual (TREC)', 'Terapia Metacognitiva', 'Hipnosis Clínica'],
    target_populations: ['Adultos (26-40 años)', 'Adultos mediana edad (41-65 años)', 'Adultos mayores (65+ años)'],
    intervention_areas: ['Insomnio y problemas de sueño', 'Trastorno de ansiedad generalizada', 'Manejo del estrés', 'Trastorno obsesivo-compulsivo (TOC)'],
    experiences: [
      { experience_type: 'WORK', institution: 'Instituto Psiquiátrico Dr. José Horwitz Barak', role: 'Psicólogo clínico', description: 'Atención ambulatoria de adultos.', start_date: '2010-03-01', end_date: '2016-12-31' },
      { experience_type: 'WORK', institution: 'Centro del Sueño Santiago', role: 'Psicólogo', description: 'Terapia cognitivo-conductual del insomnio.', start_date: '2017-01-02', end_date: null },
    ],
    suggested_price: 5000, approved_price: 5000,
    schedule: { ...days(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'], block('08:00', '12:00')), ...days(['sunday'], block('10:00', '13:00')) },
  },
];

const pendingEntry = (
  first_name: string, last_name: string, gender: 'MALE' | 'FEMALE', rutBody: number, university: string, graduation_year: number,
  specialties: string[], suggested_price: number | null,
): Entry => ({
  first_name, last_name, gender, rutBody, phone: `+56 9 ${String(rutBody).slice(0, 4)} ${String(rutBody).slice(4, 8)}`, region: RM, city: 'Santiago',
  bank_name: 'BANCO_ESTADO', health_register_number: String(rutBody).slice(2, 8), university, graduation_year,
  experience_description: 'Psicólogo/a clínico/a en proceso de verificación.',
  specialties, target_populations: ['Adultos (26-40 años)'], intervention_areas: ['Ansiedad', 'Estrés'],
  experiences: [
    { experience_type: 'WORK', institution: 'CESFAM Dr. Alejandro del Río', role: 'Psicólogo/a', description: 'Atención de salud mental en APS.', start_date: `${graduation_year + 1}-03-01`, end_date: null },
  ],
  suggested_price, approved_price: null, schedule: days(['monday', 'thursday'], block('09:00', '13:00')),
});

const pendingDoc = (document_type: VerificationDocumentType, verification_status: DemoDocument['verification_status'] = 'pending', rejection_reason: string | null = null): DemoDocument => ({
  document_type, verification_status, rejection_reason, description: allApproved.find((d) => d.document_type === document_type)?.description ?? '',
});

/** Verified psychologists (listed in the directory) and a few awaiting verification (the admin's queue). */
export const demoPsychologists: DemoPsychologist[] = [
  ...verified.map((entry, i) => build(entry, i, 'VERIFIED', allApproved)),
  build(pendingEntry('Daniela', 'Ramírez Ortiz', 'FEMALE', 18765432, 'Universidad Mayor', 2021, ['Terapia Cognitivo-Conductual (TCC)'], 11000), 14, 'DOCUMENTS_SUBMITTED', [
    pendingDoc('registration_certificate'), pendingDoc('professional_id'), pendingDoc('specialty_document'), pendingDoc('presentation_video'),
  ]),
  build(pendingEntry('Rodrigo', 'Salazar Figueroa', 'MALE', 16234987, 'Universidad Andrés Bello', 2016, ['Terapia Sistémica', 'Terapia de Pareja'], 9000), 15, 'VERIFICATION_IN_PROGRESS', [
    pendingDoc('registration_certificate', 'approved'), pendingDoc('professional_id', 'approved'), pendingDoc('specialty_document'), pendingDoc('presentation_video'),
  ]),
  build(pendingEntry('Martina', 'Cárdenas Bravo', 'FEMALE', 20456789, 'Universidad de Las Américas', 2023, ['Terapia Humanista'], null), 16, 'PENDING', [
    pendingDoc('registration_certificate'), pendingDoc('professional_id'),
  ]),
  build(pendingEntry('Gonzalo', 'Paredes Molina', 'MALE', 14987321, 'Universidad Santo Tomás', 2012, ['Psicoanálisis'], 8000), 17, 'REJECTED', [
    pendingDoc('registration_certificate', 'rejected', 'El certificado está vencido; sube uno emitido en los últimos 30 días.'),
    pendingDoc('professional_id', 'approved'), pendingDoc('specialty_document', 'approved'), pendingDoc('presentation_video', 'approved'),
  ]),
];
