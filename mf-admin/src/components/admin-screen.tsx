import type { ReactNode } from 'react';
import './admin-screen.css';

export interface AdminScreenProps {
  /** Makes the heading's id, `${id}-title`, which names the screen for assistive technology. */
  id: string;
  title: ReactNode;
  /** The screen's own buttons beside its title (Add, Export CSV). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every admin screen: a section named by its heading, the screen's buttons beside it. */
export function AdminScreen({ id, title, actions, children }: AdminScreenProps) {
  return (
    <section className="adm-screen" aria-labelledby={`${id}-title`}>
      <header className="adm-screen__head">
        <h1 id={`${id}-title`}>{title}</h1>
        {actions}
      </header>
      {children}
    </section>
  );
}
