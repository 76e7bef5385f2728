import styles from './home.module.css';

const steps = [
  { title: 'Encuentra a tu psicólogo', text: 'Explora perfiles de especialistas verificados y filtra por enfoque, motivo de consulta y modalidad.' },
  { title: 'Agenda tu sesión', text: 'Elige un horario disponible en la agenda del especialista y reserva en pocos pasos.' },
  { title: 'Comienza tu terapia online', text: 'Conéctate por videollamada desde donde estés, en un espacio seguro y confidencial.' },
];

export function HowItWorks() {
  return (
    <section className={styles.section} aria-labelledby="how-it-works-title">
      <div className="em-container">
        <div className={styles.sectionHead}>
          <h2 id="how-it-works-title" className={styles.sectionTitle}>¿Cómo funciona?</h2>
          <p className={styles.sectionLead}>Comenzar tu proceso terapéutico toma solo tres pasos.</p>
        </div>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber}>{index + 1}</span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.muted}>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
