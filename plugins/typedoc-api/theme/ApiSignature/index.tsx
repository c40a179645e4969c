import {Fragment, type ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import ApiDoc from '@theme/ApiDoc';
import ApiTypeView from '@theme/ApiType';
import type {Props} from '@theme/ApiSignature';
import type {ApiRichText, ApiTypeParameter} from '../../shared/types';
import styles from './styles.module.css';

// Beyond this many parameters the signature puts one per line.
const INLINE_PARAMETER_LIMIT = 2;

function SignatureLine({prefix, signature, arrow}: Pick<Props, 'prefix' | 'signature' | 'arrow'>): ReactNode {
  const multiline = signature.parameters.length > INLINE_PARAMETER_LIMIT;
  return (
    <pre className={styles.signature}>
      <code>
        <>
          {prefix}
          {signature.typeParameters.length > 0 && (
            <>
              {'<'}
              {signature.typeParameters.map((p, i) => (
                <Fragment key={p.name}>
                  {i > 0 && ', '}
                  {p.name}
                  {p.constraint && (
                    <>
                      {' extends '}
                      <ApiTypeView type={p.constraint} />
                    </>
                  )}
                  {p.default && (
                    <>
                      {' = '}
                      <ApiTypeView type={p.default} />
                    </>
                  )}
                </Fragment>
              ))}
              {'>'}
            </>
          )}
          (
          {signature.parameters.map((p, i) => (
            <Fragment key={p.name}>
              {multiline ? '\n  ' : i > 0 ? ', ' : ''}
              {p.rest && '...'}
              {p.name}
              {p.optional && '?'}: <ApiTypeView type={p.type} />
              {multiline && ','}
            </Fragment>
          ))}
          {multiline && '\n'})
          {arrow === 'none' ? null : (
            <>
              {arrow === 'arrow' ? ' => ' : ': '}
              <ApiTypeView type={signature.returns.type} />
            </>
          )}
        </>
      </code>
    </pre>
  );
}

export function ApiTypeParameters({
  typeParameters,
  headingLevel,
}: {
  readonly typeParameters: readonly ApiTypeParameter<ApiRichText>[];
  readonly headingLevel: 'h3' | 'h4' | null;
}): ReactNode {
  const Heading = headingLevel;
  return (
    <>
      {Heading && <Heading>Type parameters</Heading>}
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Constraint</th>
            <th scope="col">Default</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {typeParameters.map((p) => (
            <tr key={p.name}>
              <th scope="row">
                <code>{p.name}</code>
              </th>
              <td>{p.constraint ? <ApiTypeView type={p.constraint} /> : '—'}</td>
              <td>{p.default ? <ApiTypeView type={p.default} /> : '—'}</td>
              <td>{p.description ? <ApiDoc text={p.description} inline /> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** One signature: its line, then type parameters, parameters, returns and throws. */
export default function ApiSignatureView({
  prefix,
  signature,
  headingLevel,
  arrow = 'colon',
  showDeprecated = true,
}: Props): ReactNode {
  const Heading = headingLevel;
  return (
    <div className={styles.signatureBlock}>
      <SignatureLine prefix={prefix} signature={signature} arrow={arrow} />
      {showDeprecated && signature.deprecated !== undefined && (
        <Admonition type="warning" title="Deprecated">
          <ApiDoc text={signature.deprecated} />
        </Admonition>
      )}
      {signature.description && <ApiDoc text={signature.description} />}
      {signature.typeParameters.length > 0 && (
        <ApiTypeParameters typeParameters={signature.typeParameters} headingLevel={headingLevel} />
      )}
      {signature.parameters.length > 0 && (
        <>
          <Heading>Parameters</Heading>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {signature.parameters.map((p) => (
                <tr key={p.name}>
                  <th scope="row">
                    <code>{`${p.rest ? '...' : ''}${p.name}`}</code>
                    {p.optional && <span className={styles.optional}> optional</span>}
                  </th>
                  <td>
                    <ApiTypeView type={p.type} />
                    {p.default !== undefined && (
                      <>
                        {' '}
                        = <code>{p.default}</code>
                      </>
                    )}
                  </td>
                  <td>{p.description ? <ApiDoc text={p.description} inline /> : null}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {arrow !== 'none' && (
        <>
          <Heading>Returns</Heading>
          {/* A div: a multi-paragraph description cannot sit inside a <p>. */}
          <div className={styles.returns}>
            <ApiTypeView type={signature.returns.type} />
            {signature.returns.description && (
              <>
                {' — '}
                <ApiDoc text={signature.returns.description} inline />
              </>
            )}
          </div>
        </>
      )}
      {signature.throws.length > 0 && (
        <>
          <Heading>Throws</Heading>
          <ul>
            {signature.throws.map((text, i) => (
              <li key={i}>
                <ApiDoc text={text} inline />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
