import type {ReactNode} from 'react';
import ApiCode from '@theme/ApiCode';
import ApiDoc from '@theme/ApiDoc';
import {PartHeading} from './parts';
import type {PartialProps} from './types';
import styles from '../styles.module.css';

export default function Parameters({block, level}: PartialProps<'parameters'>): ReactNode {
  return (
    <>
      <PartHeading level={level}>Parameters</PartHeading>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                <code>{row.name}</code>
                {row.optional && <span className={styles.optional}> optional</span>}
              </th>
              <td>
                <code>
                  <ApiCode code={row.type} />
                </code>
                {row.default !== undefined && (
                  <>
                    {' = '}
                    <code>{row.default}</code>
                  </>
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
