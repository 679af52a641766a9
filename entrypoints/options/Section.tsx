// A titled group of settings.
import type { ComponentChildren } from 'preact';

interface Props {
  id: string;
  title: string;
  /** Beside the title, e.g. an "Active" tag. */
  tag?: ComponentChildren;
  intro?: string;
  children: ComponentChildren;
}

export function Section({ id, title, tag, intro, children }: Props) {
  return (
    <section class="nc-opt-section" aria-labelledby={`${id}-title`} data-testid={`section-${id}`}>
      <h2 id={`${id}-title`} class="nc-opt-h2">
        {title}
        {tag}
      </h2>
      {intro && <p class="nc-hint nc-opt-intro">{intro}</p>}
      {children}
    </section>
  );
}
