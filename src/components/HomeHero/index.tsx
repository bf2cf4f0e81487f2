import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { ReactNode } from 'react';
import styles from './styles.module.css';

/** The home page banner: the tagline and the two most common starting points. */
export default function HomeHero(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    // A named region, not a <header>: the announcement bar is already the page's banner.
    <section className={styles.hero} aria-label="Introduction">
      <div className="container">
        <Heading as="h1" className={styles.title}>
          Gruntwork Documentation
        </Heading>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/intro/overview/getting-started">
            Get started
          </Link>
          <Link className="button button--secondary button--lg" to="/library/reference">
            Find a module
          </Link>
        </div>
      </div>
    </section>
  );
}
