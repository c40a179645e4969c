import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {WrapperProps} from '@docusaurus/types';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import MarkdownTwinActions from '@theme/MarkdownTwinActions';

type Props = WrapperProps<typeof ContentType>;

// Puts "Copy page" and "View as Markdown" above every doc's title; the twin lives at the permalink + `.md`.
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <MarkdownTwinActions pagePath={metadata.permalink} />
      <Content {...props} />
    </>
  );
}
