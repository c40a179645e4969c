import type {ReactNode} from 'react';
import {toStatusMessage} from './statusMessages';
import type {SearchStatus as Status} from './useSearch';

interface Props {
  status: Status;
  query: string;
  total: number;
  onRetry: () => void;
  className?: string;
}

/** The live region under the search box; when the index could not load, a Retry button follows it. */
export default function SearchStatus({status, query, total, onRetry, className}: Props): ReactNode {
  return (
    <>
      <p role="status" className={className}>
        {toStatusMessage(status, query, total)}
      </p>
      {status === 'unavailable' && (
        <button type="button" className="button button--secondary button--sm" onClick={onRetry}>
          Retry
        </button>
      )}
    </>
  );
}
