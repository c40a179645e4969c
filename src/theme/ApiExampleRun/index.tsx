// Wraps the API plugin's ApiExampleRun, which only says why an example does not run as shown, to give each
// runnable example a Run button: the site runs it in the playground's example worker (ApiExampleRunner).
import type {ReactNode} from 'react';
import ApiExampleRun from '@theme-original/ApiExampleRun';
import type ApiExampleRunType from '@theme/ApiExampleRun';
import type {WrapperProps} from '@docusaurus/types';
import ApiExampleRunner from '@site/src/components/ApiExampleRunner';

type Props = WrapperProps<typeof ApiExampleRunType>;

export default function ApiExampleRunWrapper(props: Props): ReactNode {
  return 'module' in props.run ? <ApiExampleRunner example={props.run} /> : <ApiExampleRun {...props} />;
}
