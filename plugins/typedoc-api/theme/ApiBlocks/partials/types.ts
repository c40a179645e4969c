import type {Props} from '@theme/ApiBlocks';
import type {ApiBlock} from '../../../shared/outline';

/** What a partial renders: one block of its type, at the heading level of the blocks' parts. */
export interface PartialProps<Type extends ApiBlock['type']> {
  block: Extract<ApiBlock, {type: Type}>;
  level: Props['level'];
}
