import {expect, test} from 'vitest';
import type {ApiBlock, ApiOutline} from '../../../shared/outline';
import {listExamples} from '../listExamples';
import {withRunnableExamples} from '../runnableExamples';

const example = (code: string, language = 'ts'): ApiBlock<string> => ({type: 'example', code, language});

// A class page: an example of its own, two in one member's overloads, one in another member.
const outline = {
  permalink: '/api/class/Thing',
  sections: [
    {id: 'examples', title: 'Examples', blocks: [example('1; // => 1'), example('{ a }', 'graphql')]},
    {
      id: 'methods',
      title: 'Methods',
      blocks: [
        {
          type: 'member',
          anchor: 'get',
          name: 'get',
          labels: [],
          blocks: [
            {type: 'overload', title: 'Overload 1', blocks: [example('2; // => 2')]},
            {type: 'overload', title: 'Overload 2', blocks: [example('3; // => 3')]},
          ],
        },
        {type: 'member', anchor: 'set', name: 'set', labels: [], blocks: [example('4;')]},
      ],
    },
  ],
} as unknown as ApiOutline<string>;

test('examples are named by their page or member and their place there, overloads counted together', () => {
  expect(listExamples(outline).map(({id}) => id)).toEqual([
    '/api/class/Thing [1]',
    '/api/class/Thing [2]',
    '/api/class/Thing#get [1]',
    '/api/class/Thing#get [2]',
    '/api/class/Thing#set [1]',
  ]);
});

test('code examples get their module and the version; known failures their reason; documents nothing', () => {
  const runs = listExamples(
    withRunnableExamples(outline, '17.1.0', {
      '/api/class/Thing#get [2]': {reason: 'It needs a server.', failure: 'ECONNREFUSED'},
    }),
  ).map(({id, block}) => [id, block.run]);
  expect(runs).toEqual([
    [
      '/api/class/Thing [1]',
      {module: expect.stringContaining('__example.value(1, "1", 1, () => 1'), version: '17.1.0'},
    ],
    ['/api/class/Thing [2]', undefined],
    ['/api/class/Thing#get [1]', {module: expect.any(String), version: '17.1.0'}],
    ['/api/class/Thing#get [2]', {knownFailure: 'It needs a server.'}],
    ['/api/class/Thing#set [1]', {module: expect.any(String), version: '17.1.0'}],
  ]);
});
