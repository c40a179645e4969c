import type {ComponentType, ReactNode} from 'react';
import type {Props} from '@theme/ApiBlocks';
import type {ApiBlock} from '../../shared/outline';
import Code from './partials/code';
import Deprecated from './partials/deprecated';
import Doc from './partials/doc';
import EnumMembers from './partials/enumMembers';
import Example from './partials/example';
import Member from './partials/member';
import Origin from './partials/origin';
import Overload from './partials/overload';
import Parameters from './partials/parameters';
import Relations from './partials/relations';
import Returns from './partials/returns';
import SeeAlso from './partials/seeAlso';
import Throws from './partials/throws';
import TypeParameters from './partials/typeParameters';
import type {PartialProps} from './partials/types';

/** One partial per block type: a block type without one fails to compile. */
const partialByType = {
  code: Code,
  doc: Doc,
  deprecated: Deprecated,
  typeParameters: TypeParameters,
  parameters: Parameters,
  returns: Returns,
  throws: Throws,
  example: Example,
  seeAlso: SeeAlso,
  enumMembers: EnumMembers,
  origin: Origin,
  relations: Relations,
  overload: Overload,
  member: Member,
} satisfies {[Type in ApiBlock['type']]: ComponentType<PartialProps<Type>>};

function Block({block, level}: {block: ApiBlock; level: Props['level']}): ReactNode {
  const Partial = partialByType[block.type] as ComponentType<PartialProps<ApiBlock['type']>>;
  return <Partial block={block} level={level} />;
}

/** Blocks of an outline section (level 3: parts get `h3`s) or of a member or overload (level 4). */
export default function ApiBlocks({blocks, level}: Props): ReactNode {
  return blocks.map((block, i) => <Block key={i} block={block} level={level} />);
}

export {Labels} from './partials/parts';
