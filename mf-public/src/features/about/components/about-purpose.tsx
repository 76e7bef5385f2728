import styles from './about.module.css';

const missionPoints = [
  { title: 'Acceso a la salud mental', text: 'Acercar la psicoterapia a más personas en todo Chile, con sesiones online y precios accesibles.' },
  { title: 'Desarrollo profesional', text: 'Impulsar el desarrollo profesional de terapeutas emergentes, dándoles visibilidad y herramientas para su práctica.' },
  { title: 'Reducir el estigma', text: 'Reducir el estigma asociado a pedir ayuda psicológica, hablando de salud mental con naturalidad.' },
];

export function AboutPurpose() {
  return (
    <div className={`em-container ${styles.narrow} ${styles.purpose}`}>
      <section className={styles.block} aria-labelledby="purpose-title">
        <h2 id="purpose-title" className={styles.title}>Nuestro propósito</h2>
        <p className={styles.lead}>
          Creemos que cuidar la salud mental no debería ser un privilegio. e-mind nació para conectar a personas que buscan
          apoyo psicológico con psicólogos clínicos certificados, de forma simple, segura y cercana.
        </p>
      </section>
      <section className={`${styles.block} ${styles.blockWide}`} aria-labelledby="mission-title">
        <h2 id="mission-title" className={styles.title}>Misión</h2>
        <div className={styles.points}>
          {missionPoints.map((point) => (
            <div key={point.title} className={styles.point}>
              <h3 className={styles.pointTitle}>{point.title}</h3>
              <p className={styles.muted}>{point.text}</p>
            </div>
          ))}
        </div>
      </section>
      <section className={styles.block} aria-labelledby="vision-title">
        <h2 id="vision-title" className={styles.title}>Visión</h2>
        <p className={styles.lead}>
          Ser la plataforma de psicoterapia online de referencia en Chile, donde cualquier persona pueda encontrar al
          profesional adecuado y donde los nuevos terapeutas construyan una práctica sólida y ética.
        </p>
      </section>
    </div>
  );
}
