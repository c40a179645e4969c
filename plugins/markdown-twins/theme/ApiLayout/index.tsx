import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ApiLayout from '@theme-init/ApiLayout';
import type ApiLayoutType from '@theme/ApiLayout';
import MarkdownTwinActions from '@theme/MarkdownTwinActions';
import {toPagePath} from '../../shared/twinPaths';

type Props = WrapperProps<typeof ApiLayoutType>;

/**
 * Puts "Copy page" and "View as Markdown" at the top of every API article (symbol pages and the
 * overview): the typedoc-api plugin's layout is the one API component that wraps the article's content.
 */
export default function ApiLayoutWrapper({children, ...props}: Props): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  return (
    <ApiLayout {...props}>
      <MarkdownTwinActions pagePath={toPagePath(pathname, siteConfig.baseUrl)} />
      {children}
    </ApiLayout>
  );
}
