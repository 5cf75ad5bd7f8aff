import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { splitLinks } from './links';
import type { Block, LegalDocument } from './types';
import styles from './LegalText.module.css';

export interface LegalTextProps {
  /** A filled document (fillLegalDocument / useLegalDocument): no {{placeholders}} left. */
  doc: LegalDocument;
  /**
   * How many levels below h2 the section headings sit. The page owns the h1 and its sections are h2 (0);
   * inside a modal, whose own title is an h2, pass 1 so the sections are h3.
   */
  headingOffset?: number;
  className?: string;
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

function LinkedText({ text }: { text: string }) {
  return splitLinks(text).map((part, i) =>
    'path' in part ? (
      <Link key={i} to={part.path} className={styles.link}>
        {part.text}
      </Link>
    ) : (
      part.text
    ),
  );
}

function BlockView({ block, headingId }: { block: Block; headingId: string }): ReactNode {
  if (typeof block === 'string') {
    return (
      <p>
        <LinkedText text={block} />
      </p>
    );
  }
  if ('list' in block) {
    return (
      <ul className={styles.list}>
        {block.list.map((item, i) => (
          <li key={i}>
            <LinkedText text={item} />
          </li>
        ))}
      </ul>
    );
  }
  // A wide table scrolls inside its own box, so the page never scrolls sideways on a phone; the box takes
  // focus so a keyboard can scroll it too, and a group (not a landmark) to not repeat the section's region.
  return (
    <div className={styles.tableScroll} tabIndex={0} role="group" aria-labelledby={headingId}>
      <table className={styles.table}>
        <thead>
          <tr>
            {block.table.head.map((cell, i) => (
              <th key={i} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c}>
                  <LinkedText text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The sections of a legal document; the caller renders the title (the page's h1, or a modal's title). */
export function LegalText({ doc, headingOffset = 0, className }: LegalTextProps) {
  const idPrefix = useId();
  const Heading = `h${Math.min(6, 2 + Math.max(0, headingOffset))}` as HeadingTag;
  return (
    <div className={className ? `${styles.text} ${className}` : styles.text}>
      {doc.sections.map((section) => {
        const headingId = `${idPrefix}-${section.id}`;
        return (
          <section key={section.id} id={section.id} aria-labelledby={headingId} className={styles.section}>
            <Heading id={headingId} className={styles.heading}>
              {section.heading}
            </Heading>
            {section.blocks.map((block, i) => (
              <BlockView key={i} block={block} headingId={headingId} />
            ))}
          </section>
        );
      })}
    </div>
  );
}
