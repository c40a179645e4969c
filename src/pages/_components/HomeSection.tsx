import type {ReactNode} from 'react';
import styles from './home.module.css';

interface HomeSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A section of the home page below the first screen, named by its heading. */
export default function HomeSection({id, title, children}: HomeSectionProps): ReactNode {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className="container">
        {/* Without the theme's "Direct link" anchor, which would become part of the section's name. */}
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
