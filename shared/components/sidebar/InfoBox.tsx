import { useId, type ReactNode } from 'react';

/**
 * The frame of every sidebar box: a region named by its heading (h2 under the page's h1), so
 * screen-reader users can jump between the boxes.
 */
export function InfoBox({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={className ? `st-infobox ${className}` : 'st-infobox'} aria-labelledby={id}>
      <h2 className="st-infobox__title" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}
