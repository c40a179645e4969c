import type {ReactNode} from 'react';
import ApiLink from '@theme/ApiLink';
import {PartHeading} from './parts';
import type {PartialProps} from './types';
import styles from '../styles.module.css';

export default function Relations({block, level}: PartialProps<'relations'>): ReactNode {
  return block.groups.map((group) => (
    <div key={group.title} className={styles.relation}>
      <PartHeading level={level}>{group.title}</PartHeading>
      <ul className={styles.relationLinks}>
        {group.links.map((link) => (
          <li key={link.href}>
            <ApiLink to={link.href}>{link.label}</ApiLink>
          </li>
        ))}
      </ul>
    </div>
  ));
}
