import {Fragment, type ReactNode} from 'react';
import {toWordParts} from '../../shared/wordBreaks';

/** A name that may wrap between its words (`GraphQL<wbr>Schema`), never inside one. */
export function WrappableName({name}: {name: string}): ReactNode {
  return toWordParts(name).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
