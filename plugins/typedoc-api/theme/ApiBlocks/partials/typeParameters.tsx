import type {ReactNode} from 'react';
import clsx from 'clsx';
import ApiCode from '@theme/ApiCode';
import ApiDoc from '@theme/ApiDoc';
import {PartHeading} from './parts';
import type {PartialProps} from './types';
import styles from '../styles.module.css';

export default function TypeParameters({block, level}: PartialProps<'typeParameters'>): ReactNode {
  return (
    <>
      {!block.untitled && <PartHeading level={level}>Type parameters</PartHeading>}
      <table className={clsx(styles.table, styles.fourColumns)}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Constraint</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                <code>{row.name}</code>
              </th>
              <td>
                {row.constraint ? (
                  <code>
                    <ApiCode code={row.constraint} />
                  </code>
                ) : (
                  '—'
                )}
              </td>
              <td>
                {row.default ? (
                  <code>
                    <ApiCode code={row.default} />
                  </code>
                ) : (
                  '—'
                )}
              </td>
              <td>{row.text && <ApiDoc text={row.text} inline />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
