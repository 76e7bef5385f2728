import styles from './about.module.css';

const values = [
  { name: 'Empatía', symbol: '♥', text: 'Escuchamos sin juzgar y ponemos a las personas en el centro de cada decisión.' },
  { name: 'Valentía', symbol: '★', text: 'Pedir ayuda es un acto de valentía; acompañamos a quien da ese paso.' },
  { name: 'Superación', symbol: '↑', text: 'Creemos en el crecimiento personal de pacientes y profesionales, sesión a sesión.' },
];

export function AboutValues() {
  return (
    <section className={styles.values} aria-labelledby="values-title">
      <div className={`em-container ${styles.narrow}`}>
        <h2 id="values-title" className={`${styles.title} ${styles.valuesTitle}`}>Nuestros valores</h2>
        <div className={styles.valueList}>
          {values.map((value) => (
            <div key={value.name} className={styles.value}>
              <span className={styles.symbol} aria-hidden>{value.symbol}</span>
              <h3 className={styles.valueName}>{value.name}</h3>
              <p className={styles.muted}>{value.text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
