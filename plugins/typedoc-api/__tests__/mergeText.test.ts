import {createElement, Fragment, isValidElement, type ReactNode} from 'react';
import {expect, test} from 'vitest';
import {mergeText} from '../theme/ApiType/mergeText';

const children = (node: ReactNode): ReactNode[] =>
  isValidElement<{children?: ReactNode}>(node) && node.props.children !== undefined
    ? [node.props.children].flat()
    : [];

test('joins neighbouring strings across fragments, and keeps elements between them', () => {
  const link = createElement('a', {href: '/api/class/GraphQLSchema'}, 'GraphQLSchema');
  const parameter = createElement(
    Fragment,
    null,
    '(',
    createElement(Fragment, null, false, 'schema', undefined, '?', ': '),
    link,
    [createElement(Fragment, {key: 1}, ', ', 'depth', ': '), 3],
    ')',
  );
  const merged = mergeText(parameter);
  expect(children(merged)).toEqual(['(schema?: ', link, ', depth: 3)']);
});

test('leaves content without neighbouring strings as it was', () => {
  const keyword = createElement('span', {className: 'keyword'}, 'readonly');
  expect(children(mergeText(createElement(Fragment, null, keyword, ' ', keyword)))).toEqual([
    keyword,
    ' ',
    keyword,
  ]);
  expect(children(mergeText(null))).toEqual([]);
});
