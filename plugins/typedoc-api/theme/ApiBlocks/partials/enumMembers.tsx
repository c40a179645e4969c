import type {ReactNode} from 'react';
import ApiDoc from '@theme/ApiDoc';
import {WrappableName} from '../../ApiName';
import {Labels, Anchor} from './parts';
import type {PartialProps} from './types';
import styles from '../styles.module.css';

export default function EnumMembers({block}: PartialProps<'enumMembers'>): ReactNode {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Member</th>
          <th scope="col">Value</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {block.rows.map((row) => (
          <tr key={row.anchor}>
            <th scope="row">
              <Anchor anchor={row.anchor} name={row.name} />
            </th>
            <td>
              {row.value !== undefined && (
                <code>
                  <WrappableName name={row.value} />
                </code>
              )}
            </td>
            <td>
              {row.deprecated !== undefined && <Labels labels={['deprecated']} />}
              {row.labels && <Labels labels={row.labels} />} {row.text && <ApiDoc text={row.text} inline />}
              {row.sourceUrl && (
                <>
                  {' '}
                  <a className={styles.source} href={row.sourceUrl} aria-label={`Source of ${row.name}`}>
                    Source
                  </a>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
