import {Fragment, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import type {ApiChangeMark, ApiDeclarationPair, ApiMemberChange} from '../../shared/types';
import styles from './styles.module.css';

/**
 * The marks beside a page's title: `New in 17`, `Changed in 17`, `Removed in 17`, `Deprecated in 16`, and the
 * quieter `| undefined in 17`, in the page's grey.
 */
export function ChangeLabels({
  marks,
  className,
}: {
  marks: readonly ApiChangeMark[];
  className: string;
}): ReactNode {
  return marks.map((mark) => (
    <span key={mark.label} className={clsx(className, styles[mark.status])}>
      {mark.label}
    </span>
  ));
}

function GuideLink({mark}: {mark: ApiChangeMark}): ReactNode {
  return mark.guideHref ? (
    <>
      {' '}
      <Link to={mark.guideHref}>Read the upgrade guide</Link>.
    </>
  ) : null;
}

function SideBySide({declarations}: {declarations: ApiDeclarationPair}): ReactNode {
  return (
    <div className={styles.sideBySide}>
      {declarations.map((declaration) => (
        <figure key={declaration.version}>
          <figcaption>{declaration.version}</figcaption>
          <CodeBlock language="ts">{declaration.code}</CodeBlock>
        </figure>
      ))}
    </div>
  );
}

/** The members that differ, one line per kind of change; a changed member opens on both declarations. */
function MemberChanges({members}: {members: readonly ApiMemberChange[]}): ReactNode {
  const labels = [...new Set(members.map((member) => member.label))];
  const changed = members.filter((member) => member.declarations);
  const link = (member: ApiMemberChange) => (
    <Link to={member.href}>
      <code>{member.name}</code>
    </Link>
  );
  return (
    <>
      <ul className={styles.memberChanges}>
        {labels.map((label) => (
          <li key={label}>
            {`${label}: `}
            {members
              .filter((member) => member.label === label)
              .map((member, i) => (
                <Fragment key={member.name}>
                  {i > 0 && ', '}
                  {link(member)}
                </Fragment>
              ))}
          </li>
        ))}
      </ul>
      {changed.map((member) => (
        <details key={member.name} className={styles.memberDeclarations}>
          <summary>
            <code>{member.name}</code> in both majors
          </summary>
          <SideBySide declarations={member.declarations!} />
        </details>
      ))}
    </>
  );
}

/**
 * What a removed or changed mark says under the title: the replacement; or both declarations side by side and
 * the members that differ.
 */
export function ChangeDetails({name, marks}: {name: string; marks: readonly ApiChangeMark[]}): ReactNode {
  return marks.map((mark) => {
    if (mark.status === 'removed')
      return (
        <Admonition key={mark.label} type="danger" title={mark.label}>
          <p>
            <code>{name}</code> is not in the next major.
            {mark.replacement && (
              <>
                {' Use '}
                <Link to={mark.replacement.href}>
                  <code>{mark.replacement.label}</code>
                </Link>
                {' instead.'}
              </>
            )}
            <GuideLink mark={mark} />
          </p>
        </Admonition>
      );
    if (mark.status === 'changed')
      return (
        <section key={mark.label} aria-label={mark.label} className={styles.changedNotice}>
          <p>
            <strong>{mark.label}:</strong>{' '}
            {mark.declarations
              ? 'the declaration differs between the majors.'
              : 'its members differ between the majors.'}
            <GuideLink mark={mark} />
          </p>
          {mark.declarations && <SideBySide declarations={mark.declarations} />}
          {mark.members && <MemberChanges members={mark.members} />}
        </section>
      );
    if (mark.status === 'optionalUndefined')
      return (
        <section key={mark.label} aria-label={mark.label} className={styles.quietNotice}>
          <p>
            <strong>{mark.label}:</strong> only <code>| undefined</code> on optional{' '}
            {mark.declarations ? 'properties' : 'members'} differs between the majors, which matters under{' '}
            <code>exactOptionalPropertyTypes</code>.
          </p>
          {mark.declarations && <SideBySide declarations={mark.declarations} />}
          {mark.members && <MemberChanges members={mark.members} />}
        </section>
      );
    return null;
  });
}
