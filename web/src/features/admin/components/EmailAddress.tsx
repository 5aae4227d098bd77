import { Fragment } from 'react';

/** Where an address may break: after the @, and before each dot, as a mail client's header wraps it. */
const BREAKS = /(?<=@)|(?=\.)/;

/**
 * An e-mail address that wraps after its @ and before its dots, not inside a word: the cell
 * (`.requests__email`) breaks a part only when that part alone is wider than the column.
 */
export function EmailAddress({ email }: { email: string }) {
  return email.split(BREAKS).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
