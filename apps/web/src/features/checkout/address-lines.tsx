import { Fragment } from 'react';

/** An address as lines of text, empty parts left out. */
export const AddressLines = ({ lines }: { lines: readonly (string | null | undefined)[] }) => (
  <p>
    {lines
      .map((line) => line?.trim() ?? '')
      .filter((line) => line !== '')
      .map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
  </p>
);
