import type {ReactNode} from 'react';
import ApiLink from '@theme/ApiLink';
import Admonition from '@theme/Admonition';
import ApiDoc from '@theme/ApiDoc';
import ApiSignatureView from '@theme/ApiSignature';
import ApiTypeView from '@theme/ApiType';
import ApiExample from '@theme/ApiExample';
import Heading from '@theme/Heading';
import type {Props} from '@theme/ApiMember';
import type {ApiMemberOrigin} from '../../shared/types';
import styles from './styles.module.css';

function Origin({label, origin}: {label: string; origin: ApiMemberOrigin}): ReactNode {
  return (
    <p className={styles.origin}>
      {`${label} `}
      {origin.href ? (
        <ApiLink to={origin.href}>
          <code>{origin.name}</code>
        </ApiLink>
      ) : (
        <code>{origin.name}</code>
      )}
    </p>
  );
}

function Flags({member}: Props): ReactNode {
  const flags = [
    member.static && 'static',
    member.abstract && 'abstract',
    member.readonly && 'readonly',
    member.optional && 'optional',
    member.accessor && (member.accessor.set ? (member.accessor.get ? 'get/set' : 'set') : 'get'),
    member.inheritedFrom && 'inherited',
    member.deprecated !== undefined && 'deprecated',
  ].filter((flag): flag is string => Boolean(flag));
  if (!flags.length) return null;
  return (
    <span className={styles.flags}>
      {flags.map((flag) => (
        <span key={flag} className="badge badge--secondary">
          {flag}
        </span>
      ))}
    </span>
  );
}

/** A class or interface member: its `h3`, declaration, description and origin. */
export default function ApiMemberView({member}: Props): ReactNode {
  const hasSignatures = member.signatures && member.signatures.length > 0;
  const prefix = member.kind === 'constructor' ? 'new ' : member.kind === 'callSignature' ? '' : member.name;
  return (
    <section className={styles.member}>
      <Heading as="h3" id={member.anchor} className={styles.title}>
        <code>{member.name}</code>
        <Flags member={member} />
      </Heading>
      {!hasSignatures && member.type && (
        <pre className={styles.declaration}>
          <code>
            <>
              {member.readonly && 'readonly '}
              {member.name}
              {member.optional && '?'}: <ApiTypeView type={member.type} />
            </>
          </code>
        </pre>
      )}
      {member.deprecated !== undefined && (
        <Admonition type="warning" title="Deprecated">
          {member.deprecated.length > 0 ? (
            <ApiDoc text={member.deprecated} />
          ) : (
            <p>Do not use in new code.</p>
          )}
        </Admonition>
      )}
      {member.description && <ApiDoc text={member.description} />}
      {hasSignatures &&
        member.signatures!.map((signature, i) => (
          <ApiSignatureView
            key={i}
            prefix={prefix}
            signature={signature}
            headingLevel="h4"
            arrow={member.kind === 'constructor' ? 'none' : 'colon'}
            showDeprecated={member.deprecated === undefined}
          />
        ))}
      {member.examples.map((example, i) => (
        <ApiExample key={i} example={example} />
      ))}
      {member.see.length > 0 && (
        <>
          <p>See also:</p>
          <ul>
            {member.see.map((text, i) => (
              <li key={i}>
                <ApiDoc text={text} inline />
              </li>
            ))}
          </ul>
        </>
      )}
      {member.inheritedFrom && <Origin label="Inherited from" origin={member.inheritedFrom} />}
      {member.implementationOf && <Origin label="Implementation of" origin={member.implementationOf} />}
    </section>
  );
}
