import styles from './home.module.css';

export const heroHighlights = ['Sesiones flexibles', 'Psicólogos certificados', 'Precios accesibles'];

export function HeroHighlights() {
  return (
    <ul className={styles.highlights}>
      {heroHighlights.map((item) => (
        <li key={item} className={styles.highlight}>
          ✓ {item}
        </li>
      ))}
    </ul>
  );
}
