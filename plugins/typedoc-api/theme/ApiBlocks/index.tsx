import type {ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Admonition from '@theme/Admonition';
import ApiCode from '@theme/ApiCode';
import ApiDoc from '@theme/ApiDoc';
import ApiLink from '@theme/ApiLink';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import type {Props} from '@theme/ApiBlocks';
import type {ApiBlock} from '../../shared/outline';
import type {ApiRichText} from '../../shared/types';
import {WrappableName} from '../ApiName';
import styles from './styles.module.css';

type Level = Props['level'];

/** The heading of a block's part (Parameters, Returns, …), one level under its section or member. */
function PartHeading({level, children}: {level: Level; children: string}): ReactNode {
  const Tag = level === 3 ? 'h3' : 'h4';
  return <Tag>{children}</Tag>;
}

function Deprecated({text}: {text: ApiRichText}): ReactNode {
  return (
    <Admonition type="warning" title="Deprecated">
      {text.length > 0 ? <ApiDoc text={text} /> : <p>Do not use in new code.</p>}
    </Admonition>
  );
}

function Labels({labels}: {labels: readonly string[]}): ReactNode {
  if (!labels.length) return null;
  return (
    <span className={styles.labels}>
      {labels.map((label) => (
        <span key={label} className={clsx(styles.label, label === 'deprecated' && styles.warning)}>
          {label}
        </span>
      ))}
    </span>
  );
}

/** A link target per enum member (`/api/enum/Kind#NAME`), registered for the broken-anchor check. */
function Anchor({anchor, name}: {anchor: string; name: string}): ReactNode {
  useBrokenLinks().collectAnchor(anchor);
  return (
    <a id={anchor} href={`#${anchor}`} className={styles.anchor}>
      <code>
        <WrappableName name={name} />
      </code>
    </a>
  );
}

function Block({block, level}: {block: ApiBlock; level: Level}): ReactNode {
  switch (block.type) {
    case 'code':
      return (
        <pre className={styles.declaration}>
          <code>
            <ApiCode code={block.code} />
          </code>
        </pre>
      );
    case 'doc':
      return <ApiDoc text={block.text} />;
    case 'deprecated':
      return <Deprecated text={block.text} />;
    case 'typeParameters':
      return (
        <>
          <PartHeading level={level}>Type parameters</PartHeading>
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
    case 'parameters':
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
    case 'returns':
      return (
        <>
          <PartHeading level={level}>Returns</PartHeading>
          {/* A div: a multi-paragraph description cannot sit inside a <p>. */}
          <div className={styles.returns}>
            <code>
              <ApiCode code={block.code} />
            </code>
            {block.text && (
              <>
                {' — '}
                <ApiDoc text={block.text} inline />
              </>
            )}
          </div>
        </>
      );
    case 'throws':
      return (
        <>
          <PartHeading level={level}>Throws</PartHeading>
          <ul>
            {block.items.map((text, i) => (
              <li key={i}>
                <ApiDoc text={text} inline />
              </li>
            ))}
          </ul>
        </>
      );
    case 'example':
      return (
        <CodeBlock language={block.language} title={block.title}>
          {block.code}
        </CodeBlock>
      );
    case 'seeAlso':
      return (
        <>
          {level === 4 && <PartHeading level={level}>See also</PartHeading>}
          <ul>
            {block.items.map((text, i) => (
              <li key={i}>
                <ApiDoc text={text} inline />
              </li>
            ))}
          </ul>
        </>
      );
    case 'enumMembers':
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
                  {row.deprecated !== undefined && <Labels labels={['deprecated']} />}{' '}
                  {row.text && <ApiDoc text={row.text} inline />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'origin':
      return (
        <p className={styles.origin}>
          {`${block.label} `}
          <code>
            <ApiCode code={block.code} />
          </code>
        </p>
      );
    case 'relations':
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
    case 'overload':
      return (
        <div className={styles.overload}>
          <Heading as="h3">{block.title}</Heading>
          <ApiBlocks blocks={block.blocks} level={4} />
        </div>
      );
    case 'member':
      return (
        <section className={styles.member}>
          <Heading as="h3" id={block.anchor} className={styles.memberTitle}>
            <code>
              <WrappableName name={block.name} />
            </code>
          </Heading>
          {(block.labels.length > 0 || block.sourceUrl) && (
            <div className={styles.memberMeta}>
              <Labels labels={block.labels} />
              {block.sourceUrl && (
                // The accessible name starts with the visible text, so voice control can still say "Source".
                <a className={styles.source} href={block.sourceUrl} aria-label={`Source of ${block.name}`}>
                  Source
                </a>
              )}
            </div>
          )}
          <ApiBlocks blocks={block.blocks} level={4} />
        </section>
      );
  }
}

/** Blocks of an outline section (level 3: parts get `h3`s) or of a member or overload (level 4). */
export default function ApiBlocks({blocks, level}: Props): ReactNode {
  return blocks.map((block, i) => <Block key={i} block={block} level={level} />);
}

export {Labels};
