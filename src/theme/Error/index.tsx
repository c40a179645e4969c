import type {ReactNode} from 'react';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';

// Shown when a page component throws outside its Layout; a crash inside a Layout gets the theme's ErrorPageContent
// from the Layout's own error boundary. The core fallback this replaces titles the page 'This page crashed' without
// the period of the specification, so both cases now show the theme's content. No Layout here: at this level the
// crash has taken the route context the Layout needs.
export default function Error(props: Props): ReactNode {
  return <ErrorPageContent {...props} />;
}
