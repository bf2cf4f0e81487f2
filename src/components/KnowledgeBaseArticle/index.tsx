import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { formatLongDate } from '@site/src/lib/dates';
import styles from './styles.module.css';

export type Props = {
  number: number;
  url: string;
  category: string;
  author: string;
  createdAt: string;
  labels: string[];
  /** Sanitised at build time by the knowledge-base generator. */
  questionHtml: string;
  answer: { author: string; createdAt: string; html: string };
};

/** A knowledge-base discussion: the question, then its accepted answer. */
export default function KnowledgeBaseArticle(props: Props): ReactNode {
  const { number, url, category, author, createdAt, labels, questionHtml, answer } = props;
  return (
    <div className={styles.article}>
      <div className={styles.meta}>
        <span className={styles.category}>{category}</span>
        <span>
          #{number} asked by <strong>{author}</strong> on{' '}
          <time dateTime={createdAt}>{formatLongDate(createdAt)}</time>
        </span>
      </div>
      <ul className={styles.labels} aria-label="Labels">
        {labels.map((label) => (
          <li key={label}>
            <Link
              to={`/discussions/knowledge-base?label=${encodeURIComponent(label)}`}
              className={styles.label}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link href={url}>View the full discussion on GitHub</Link>
      </p>
      <section
        aria-label="Question"
        className={styles.question}
        dangerouslySetInnerHTML={{ __html: questionHtml }}
      />
      <section aria-label="Accepted answer" className={styles.answer}>
        <div className={styles.answerHeader}>
          <span className={styles.check} aria-hidden="true">
            ✓
          </span>
          Accepted answer by <strong>{answer.author}</strong> on{' '}
          <time dateTime={answer.createdAt}>{formatLongDate(answer.createdAt)}</time>
        </div>
        <div dangerouslySetInnerHTML={{ __html: answer.html }} />
      </section>
    </div>
  );
}
