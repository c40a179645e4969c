import {Fragment, type ReactNode} from 'react';
import ApiLink from '@theme/ApiLink';
import type {Props} from '@theme/ApiType';
import type {ApiType, ApiTypeSignature} from '../../shared/types';
import styles from './styles.module.css';
import {ARRAY_ELEMENT_NEEDS_PARENS, UNION_MEMBER_NEEDS_PARENS} from '../../shared/typeParens';

// Mirrors model/typeToString.ts, with links; keep the two in step.
type Renderers = {[K in ApiType['kind']]: (type: Extract<ApiType, {kind: K}>) => ReactNode};

const keyword = (text: string) => <span className={styles.keyword}>{text}</span>;

function joined(items: readonly ReactNode[], separator: ReactNode): ReactNode {
  return items.map((item, i) => (
    <Fragment key={i}>
      {i > 0 && separator}
      {item}
    </Fragment>
  ));
}

function wrapIf(type: ApiType, kinds: ReadonlySet<ApiType['kind']>): ReactNode {
  return kinds.has(type.kind) ? <>({render(type)})</> : render(type);
}

function renderSignature(signature: ApiTypeSignature, arrow: ' => ' | ': '): ReactNode {
  return (
    <>
      {signature.typeParameters.length > 0 && (
        <>
          {'<'}
          {joined(
            signature.typeParameters.map((p) => (
              <>
                {p.const && keyword('const ')}
                {p.name}
                {p.constraint && (
                  <>
                    {keyword(' extends ')}
                    {render(p.constraint)}
                  </>
                )}
                {p.default && <> = {render(p.default)}</>}
              </>
            )),
            ', ',
          )}
          {'>'}
        </>
      )}
      (
      {joined(
        signature.parameters.map((p) => (
          <>
            {p.rest && '...'}
            {p.name}
            {p.optional && '?'}: {render(p.type)}
          </>
        )),
        ', ',
      )}
      ){arrow}
      {render(signature.returns)}
    </>
  );
}

const renderers: Renderers = {
  keyword: (t) => keyword(t.name),
  literal: (t) => <span className={styles.literal}>{t.value}</span>,
  reference: (t) => (
    <>
      {t.href ? (
        <ApiLink to={t.href}>{t.name}</ApiLink>
      ) : (
        <span className={t.typeParameter ? styles.typeParameter : undefined}>{t.name}</span>
      )}
      {t.typeArguments && t.typeArguments.length > 0 && (
        <>
          {'<'}
          {joined(t.typeArguments.map(render), ', ')}
          {'>'}
        </>
      )}
    </>
  ),
  union: (t) =>
    joined(
      t.types.map((x) => wrapIf(x, UNION_MEMBER_NEEDS_PARENS)),
      ' | ',
    ),
  intersection: (t) =>
    joined(
      t.types.map((x) => wrapIf(x, UNION_MEMBER_NEEDS_PARENS)),
      ' & ',
    ),
  array: (t) => <>{wrapIf(t.elementType, ARRAY_ELEMENT_NEEDS_PARENS)}[]</>,
  tuple: (t) => (
    <>
      [
      {joined(
        t.elements.map((e) =>
          e.name ? (
            <>
              {e.name}
              {e.optional && '?'}: {render(e.type)}
            </>
          ) : (
            render(e.type)
          ),
        ),
        ', ',
      )}
      ]
    </>
  ),
  object: (t) => {
    const members = [
      ...(t.callSignatures ?? []).map((s) => renderSignature(s, ': ')),
      ...(t.indexSignatures ?? []).map((s) => (
        <>
          {s.readonly && keyword('readonly ')}[{s.parameter.name}: {render(s.parameter.type)}]:{' '}
          {render(s.type)}
        </>
      )),
      ...t.properties.map((p) => (
        <>
          {p.readonly && keyword('readonly ')}
          {p.name}
          {p.optional && '?'}: {render(p.type)}
        </>
      )),
    ];
    return members.length ? (
      <>
        {'{ '}
        {joined(members, '; ')}
        {' }'}
      </>
    ) : (
      '{}'
    );
  },
  function: (t) => renderSignature(t.signature, ' => '),
  indexedAccess: (t) => (
    <>
      {wrapIf(t.objectType, ARRAY_ELEMENT_NEEDS_PARENS)}[{render(t.indexType)}]
    </>
  ),
  conditional: (t) => (
    <>
      {render(t.checkType)}
      {keyword(' extends ')}
      {render(t.extendsType)} ? {render(t.trueType)} : {render(t.falseType)}
    </>
  ),
  typeOperator: (t) => (
    <>
      {keyword(`${t.operator} `)}
      {wrapIf(t.target, ARRAY_ELEMENT_NEEDS_PARENS)}
    </>
  ),
  query: (t) => (
    <>
      {keyword('typeof ')}
      {render(t.target)}
    </>
  ),
  mapped: (t) => (
    <>
      {'{ '}
      {t.readonlyModifier && keyword(`${t.readonlyModifier === '-' ? '-' : ''}readonly `)}[{t.parameter}
      {keyword(' in ')}
      {render(t.parameterType)}
      {t.nameType && (
        <>
          {keyword(' as ')}
          {render(t.nameType)}
        </>
      )}
      ]{t.optionalModifier && `${t.optionalModifier === '-' ? '-' : ''}?`}: {render(t.templateType)}
      {' }'}
    </>
  ),
  templateLiteral: (t) => (
    <>
      `{t.head}
      {t.spans.map((s, i) => (
        <Fragment key={i}>
          ${'{'}
          {render(s.type)}
          {'}'}
          {s.text}
        </Fragment>
      ))}
      `
    </>
  ),
  predicate: (t) => (
    <>
      {t.asserts && keyword('asserts ')}
      {t.name}
      {t.targetType && (
        <>
          {keyword(' is ')}
          {render(t.targetType)}
        </>
      )}
    </>
  ),
  inferred: (t) => (
    <>
      {keyword('infer ')}
      {t.name}
      {t.constraint && (
        <>
          {keyword(' extends ')}
          {render(t.constraint)}
        </>
      )}
    </>
  ),
  optional: (t) => <>{render(t.elementType)}?</>,
  rest: (t) => <>...{render(t.elementType)}</>,
  unknown: (t) => t.text,
};

function render(type: ApiType): ReactNode {
  return (renderers[type.kind] as (t: ApiType) => ReactNode)(type);
}

export default function ApiTypeView({type}: Props): ReactNode {
  return <span className={styles.type}>{render(type)}</span>;
}
