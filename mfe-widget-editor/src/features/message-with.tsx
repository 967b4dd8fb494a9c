import type { ReactNode } from 'react';

/** Stands for the element in the message: a character no message contains. */
const MARK = '\u0000';

/**
 * A message with an element in one of its placeholders (a link inside a sentence): the sentence is
 * translated whole, and the element is put where the language places it.
 */
export function MessageWith({ message, element }: { message: (mark: string) => string; element: ReactNode }) {
  const [before = '', after = ''] = message(MARK).split(MARK);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}
