import {Fragment, type ReactNode} from 'react';
import ApiLink from '@theme/ApiLink';
import type {Props} from '@theme/ApiCode';
import styles from './styles.module.css';

/** Code printed at build time: plain text, keywords, and names that link to their pages. */
export default function ApiCode({code}: Props): ReactNode {
  return code.map((token, i) => {
    if (typeof token === 'string') return <Fragment key={i}>{token}</Fragment>;
    if ('keyword' in token)
      return (
        <span key={i} className={styles.keyword}>
          {token.keyword}
        </span>
      );
    return (
      <ApiLink key={i} to={token.href}>
        {token.text}
      </ApiLink>
    );
  });
}
