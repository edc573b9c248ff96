import type { ReactNode } from 'react';

/** One checkbox or radio with its label (uncontrolled: what was typed before the script stays). */
export function Wahl({
  id,
  name,
  value,
  checked,
  type = 'checkbox',
  children,
  describedBy,
}: {
  id: string;
  name: string;
  value: string;
  checked: boolean;
  type?: 'checkbox' | 'radio';
  children: ReactNode;
  describedBy?: string;
}) {
  return (
    <label className="st-form__choice st-form__choice--text" htmlFor={id}>
      <input type={type} id={id} name={name} value={value} defaultChecked={checked} aria-describedby={describedBy} /> <span>{children}</span>
    </label>
  );
}

/** A field's message, announced with it. */
export function Fehler({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="st-form__error" id={id}>
      <span className="st-visually-hidden">Fehler: </span>
      {text}
    </p>
  );
}
