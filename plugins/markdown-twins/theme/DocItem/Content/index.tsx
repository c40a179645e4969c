import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import MarkdownTwinActions from '@theme/MarkdownTwinActions';
import {toPagePath} from '../../../shared/twinPaths';

type Props = WrapperProps<typeof ContentType>;

// Puts "Copy page" and "View as Markdown" above every doc's title. An index doc's permalink ends in
// `/`; its page, and so its twin, is the path without it.
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <MarkdownTwinActions pagePath={toPagePath(metadata.permalink, siteConfig.baseUrl)} />
      <Content {...props} />
    </>
  );
}
